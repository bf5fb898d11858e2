<div class="hk-detail">
  <p class="hk-title">{{title}}</p>
  <dl class="hk-list">
    <dt>Up</dt><dd>{{up}}</dd>
    <dt>Down</dt><dd>{{down}}</dd>
    <dt>Uptime 24h</dt><dd>{{uptime}}</dd>
  </dl>
  <ul class="hk-rows">{{{monitors}}}</ul>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open the status page</a>
</div>
