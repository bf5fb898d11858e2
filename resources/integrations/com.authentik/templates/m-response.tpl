<div class="hk-detail">
  <p class="hk-title">authentik</p>
  <dl class="hk-list">
    <dt>Users</dt><dd>{{users}}</dd>
    <dt>Sign-ins (last 24 hours)</dt><dd>{{logins}}</dd>
    <dt>Failed sign-ins (last 24 hours)</dt><dd>{{failed}}</dd>
    <dt>Open sessions</dt><dd>{{sessions}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open authentik</a>
</div>
