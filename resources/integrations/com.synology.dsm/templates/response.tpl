<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
  <div class="hk-stat"><span class="hk-value">{{volume}}</span><span class="hk-label">Volume</span></div>
  <div class="hk-stat"><span class="hk-value">{{uptime}}</span><span class="hk-label">Uptime</span></div>
</div>
