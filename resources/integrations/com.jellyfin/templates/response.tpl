<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{movies}}</span><span class="hk-label">Movies</span></div>
  <div class="hk-stat"><span class="hk-value">{{series}}</span><span class="hk-label">Series</span></div>
  <div class="hk-stat"><span class="hk-value">{{episodes}}</span><span class="hk-label">Episodes</span></div>
  <div class="hk-stat"><span class="hk-value">{{streams}}</span><span class="hk-label">Playing</span></div>
</div>
