<div class="hk-detail">
  <p class="hk-title">Heimdall</p>
  <dl class="hk-list">
    <dt>Items</dt><dd>{{items}}</dd>
    <dt>Users</dt><dd>{{users}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Heimdall</a>
</div>
