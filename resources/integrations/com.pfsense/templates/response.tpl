<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
  <div class="hk-stat"><span class="hk-value">{{temperature}}</span><span class="hk-label">Temp</span></div>
  <div class="hk-stat"><span class="hk-value">{{wanStatus}}</span><span class="hk-label">WAN</span></div>
</div>
