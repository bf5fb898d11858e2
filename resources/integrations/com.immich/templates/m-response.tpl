<div class="hk-detail">
  <p class="hk-title">Immich</p>
  <dl class="hk-list">
    <dt>Photos</dt><dd>{{photos}}</dd>
    <dt>Videos</dt><dd>{{videos}}</dd>
    <dt>Storage used</dt><dd>{{storage}}</dd>
    <dt>Users</dt><dd>{{users}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Immich</a>
</div>
