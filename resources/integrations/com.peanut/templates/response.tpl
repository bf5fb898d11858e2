<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{charge}}</span><span class="hk-label">Battery</span></div>
  <div class="hk-stat"><span class="hk-value">{{load}}</span><span class="hk-label">Load</span></div>
  <div class="hk-stat"><span class="hk-value">{{runtime}}</span><span class="hk-label">Runtime</span></div>
  <div class="hk-stat"><span class="hk-value">{{status}}</span><span class="hk-label">Status</span></div>
</div>
