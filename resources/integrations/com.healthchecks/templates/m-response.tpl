<div class="hk-detail">
  <p class="hk-title">Healthchecks</p>
  <dl class="hk-list">
    <dt>Checks</dt><dd>{{total}}</dd>
    <dt>Up</dt><dd>{{up}}</dd>
    <dt>Late (in their grace time)</dt><dd>{{late}}</dd>
    <dt>Down</dt><dd>{{down}}</dd>
    <dt>Paused</dt><dd>{{paused}}</dd>
    <dt>Never pinged</dt><dd>{{fresh}}</dd>
    <dt>Running now</dt><dd>{{running}}</dd>
    <dt>Last ping</dt><dd>{{lastPing}}</dd>
    <dt>Down now</dt><dd>{{downNames}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Healthchecks</a>
</div>
