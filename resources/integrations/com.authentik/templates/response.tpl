<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{users}}</span><span class="hk-label">Users</span></div>
  <div class="hk-stat"><span class="hk-value">{{logins}}</span><span class="hk-label">Sign-ins 24 h</span></div>
  <div class="hk-stat"><span class="hk-value">{{failed}}</span><span class="hk-label">Failed 24 h</span></div>
  <div class="hk-stat"><span class="hk-value">{{sessions}}</span><span class="hk-label">Sessions</span></div>
</div>
