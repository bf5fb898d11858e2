<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{views}}</span><span class="hk-label">Views</span></div>
  <div class="hk-stat"><span class="hk-value">{{likes}}</span><span class="hk-label">Likes</span></div>
  <div class="hk-stat"><span class="hk-value">{{comments}}</span><span class="hk-label">Comments</span></div>
</div>
