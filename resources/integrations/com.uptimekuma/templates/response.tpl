<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{up}}</span><span class="hk-label">Up</span></div>
  <div class="hk-stat"><span class="hk-value">{{down}}</span><span class="hk-label">Down</span></div>
  <div class="hk-stat"><span class="hk-value">{{uptime}}</span><span class="hk-label">Uptime 24h</span></div>
</div>
