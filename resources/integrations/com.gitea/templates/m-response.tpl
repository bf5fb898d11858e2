<div class="hk-detail">
  <p class="hk-title">Gitea / Forgejo</p>
  <dl class="hk-list">
    <dt>Unread notifications</dt><dd>{{notifications}}</dd>
    <dt>Open issues</dt><dd>{{issues}}</dd>
    <dt>Open pull requests</dt><dd>{{pulls}}</dd>
    <dt>Repositories</dt><dd>{{repositories}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Gitea</a>
</div>
