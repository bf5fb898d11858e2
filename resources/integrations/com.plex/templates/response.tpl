<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{streams}}</span><span class="hk-label">Playing</span></div>
  <div class="hk-stat"><span class="hk-value">{{movies}}</span><span class="hk-label">Movies</span></div>
  <div class="hk-stat"><span class="hk-value">{{shows}}</span><span class="hk-label">Shows</span></div>
  <div class="hk-stat"><span class="hk-value">{{libraries}}</span><span class="hk-label">Libraries</span></div>
</div>
