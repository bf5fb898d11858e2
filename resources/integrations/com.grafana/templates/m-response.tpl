<div class="hk-detail">
  <p class="hk-title">Grafana</p>
  <dl class="hk-list">
    <dt>Dashboards</dt><dd>{{dashboards}}</dd>
    <dt>Data sources</dt><dd>{{datasources}}</dd>
    <dt>Alerts firing</dt><dd>{{alerts}}</dd>
    <dt>Users</dt><dd>{{users}}</dd>
    <dt>Active users (30 days)</dt><dd>{{activeUsers}}</dd>
    <dt>Organisations</dt><dd>{{orgs}}</dd>
    <dt>Database</dt><dd>{{database}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Grafana</a>
</div>
