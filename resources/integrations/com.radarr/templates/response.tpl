<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{movies}}</span><span class="hk-label">Movies</span></div>
  <div class="hk-stat"><span class="hk-value">{{missing}}</span><span class="hk-label">Missing</span></div>
  <div class="hk-stat"><span class="hk-value">{{queued}}</span><span class="hk-label">Queued</span></div>
</div>
