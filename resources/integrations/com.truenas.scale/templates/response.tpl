<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{uptimes}}</span><span class="hk-label">Uptime</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
  <div class="hk-stat"><span class="hk-value">{{alerts}}</span><span class="hk-label">Alerts</span></div>
</div>
