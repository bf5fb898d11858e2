<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{episodes}}</span><span class="hk-label">Episodes wanted</span></div>
  <div class="hk-stat"><span class="hk-value">{{movies}}</span><span class="hk-label">Movies wanted</span></div>
  <div class="hk-stat"><span class="hk-value">{{providers}}</span><span class="hk-label">Throttled</span></div>
  <div class="hk-stat"><span class="hk-value">{{issues}}</span><span class="hk-label">Issues</span></div>
</div>
