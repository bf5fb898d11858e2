<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{files}}</span><span class="hk-label">Files</span></div>
  <div class="hk-stat"><span class="hk-value">{{activeUsers}}</span><span class="hk-label">Active 24h</span></div>
  <div class="hk-stat"><span class="hk-value">{{freeSpace}}</span><span class="hk-label">Free</span></div>
</div>
