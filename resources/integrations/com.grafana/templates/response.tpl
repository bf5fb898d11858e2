<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{dashboards}}</span><span class="hk-label">Dashboards</span></div>
  <div class="hk-stat"><span class="hk-value">{{datasources}}</span><span class="hk-label">Data sources</span></div>
  <div class="hk-stat"><span class="hk-value">{{alerts}}</span><span class="hk-label">Firing</span></div>
  <div class="hk-stat"><span class="hk-value">{{users}}</span><span class="hk-label">Users</span></div>
</div>
