<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{items}}</span><span class="hk-label">Items</span></div>
  <div class="hk-stat"><span class="hk-value">{{users}}</span><span class="hk-label">Users</span></div>
</div>
