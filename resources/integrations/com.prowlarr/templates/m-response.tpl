<div class="hk-detail">
  <p class="hk-title">Prowlarr</p>
  <dl class="hk-list">
    <dt>Indexers</dt><dd>{{indexers}}</dd>
    <dt>Enabled</dt><dd>{{enabled}}</dd>
    <dt>Failing (disabled for now)</dt><dd>{{failing}}</dd>
    <dt>Queries</dt><dd>{{queries}}</dd>
    <dt>Failed queries</dt><dd>{{failedQueries}}</dd>
    <dt>Grabs</dt><dd>{{grabs}}</dd>
    <dt>Failed grabs</dt><dd>{{failedGrabs}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Prowlarr</a>
</div>
