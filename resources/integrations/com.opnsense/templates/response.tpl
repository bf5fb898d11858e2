<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
  <div class="hk-stat"><span class="hk-value">{{download}}</span><span class="hk-label">WAN in</span></div>
  <div class="hk-stat"><span class="hk-value">{{upload}}</span><span class="hk-label">WAN out</span></div>
</div>
