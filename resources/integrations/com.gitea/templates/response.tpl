<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{notifications}}</span><span class="hk-label">Unread</span></div>
  <div class="hk-stat"><span class="hk-value">{{issues}}</span><span class="hk-label">Issues</span></div>
  <div class="hk-stat"><span class="hk-value">{{pulls}}</span><span class="hk-label">Pull requests</span></div>
  <div class="hk-stat"><span class="hk-value">{{repositories}}</span><span class="hk-label">Repos</span></div>
</div>
