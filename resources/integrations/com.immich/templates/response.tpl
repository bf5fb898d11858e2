<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{photos}}</span><span class="hk-label">Photos</span></div>
  <div class="hk-stat"><span class="hk-value">{{videos}}</span><span class="hk-label">Videos</span></div>
  <div class="hk-stat"><span class="hk-value">{{storage}}</span><span class="hk-label">Storage</span></div>
</div>
