<div class="hk-detail">
  <p class="hk-title">Nextcloud</p>
  <dl class="hk-list">
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>Users</dt><dd>{{users}}</dd>
    <dt>Active in 24 h</dt><dd>{{activeUsers}}</dd>
    <dt>Files</dt><dd>{{files}}</dd>
    <dt>Shares</dt><dd>{{shares}}</dd>
    <dt>Free space</dt><dd>{{freeSpace}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Nextcloud</a>
</div>
