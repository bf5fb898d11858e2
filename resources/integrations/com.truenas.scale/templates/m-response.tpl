<div class="hk-detail">
  <p class="hk-title">TrueNAS SCALE</p>
  <dl class="hk-list">
    <dt>Uptime</dt><dd>{{uptimes}}</dd>
    <dt>Cores</dt><dd>{{cores}}</dd>
    <dt>Memory</dt><dd>{{memory}}</dd>
    <dt>Alerts</dt><dd>{{alerts}}</dd>
    <dt>Critical</dt><dd>{{critical}}</dd>
    <dt>Info</dt><dd>{{info}}</dd>
  </dl>
  <a class="hk-link" href="{{nasLink}}" target="_blank" rel="noopener noreferrer">Open TrueNAS</a>
</div>
