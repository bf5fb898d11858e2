<div class="hk-detail">
  <p class="hk-title">Sonarr</p>
  <dl class="hk-list">
    <dt>Series</dt><dd>{{series}}</dd>
    <dt>Monitored</dt><dd>{{monitored}}</dd>
    <dt>Missing episodes</dt><dd>{{missing}}</dd>
    <dt>Queued</dt><dd>{{queued}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Sonarr</a>
</div>
