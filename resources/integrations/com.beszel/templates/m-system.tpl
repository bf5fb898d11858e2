<div class="hk-detail">
  <p class="hk-title">{{name}}</p>
  <dl class="hk-list">
    <dt>Status</dt><dd>{{status}}</dd>
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}}</dd>
    <dt>Disk</dt><dd>{{disk}}</dd>
    <dt>Network</dt><dd>{{network}}</dd>
    <dt>Load 1, 5, 15 min</dt><dd>{{load}}</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
    <dt>Agent</dt><dd>{{agent}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Beszel</a>
</div>
