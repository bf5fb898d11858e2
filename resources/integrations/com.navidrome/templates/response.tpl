<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{songs}}</span><span class="hk-label">Songs</span></div>
  <div class="hk-stat"><span class="hk-value">{{albums}}</span><span class="hk-label">Albums</span></div>
  <div class="hk-stat"><span class="hk-value">{{artists}}</span><span class="hk-label">Artists</span></div>
  <div class="hk-stat"><span class="hk-value">{{playing}}</span><span class="hk-label">Playing</span></div>
</div>
