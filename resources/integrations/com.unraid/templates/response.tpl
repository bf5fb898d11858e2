<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{state}}</span><span class="hk-label">Array</span></div>
  <div class="hk-stat"><span class="hk-value">{{array}}</span><span class="hk-label">Array used</span></div>
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
</div>
