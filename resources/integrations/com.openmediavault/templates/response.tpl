<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
  <div class="hk-stat"><span class="hk-value">{{storage}}</span><span class="hk-label">Storage</span></div>
  <div class="hk-stat"><span class="hk-value">{{updates}}</span><span class="hk-label">Updates</span></div>
</div>
