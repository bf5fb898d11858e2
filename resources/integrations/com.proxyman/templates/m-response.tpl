<div class="hk-detail">
  <p class="hk-title">Nginx Proxy Manager</p>
  <dl class="hk-list">
    <dt>Proxy hosts</dt><dd>{{proxy}}</dd>
    <dt>Redirection hosts</dt><dd>{{redirection}}</dd>
    <dt>Streams</dt><dd>{{stream}}</dd>
    <dt>404 hosts</dt><dd>{{dead}}</dd>
  </dl>
  <a class="hk-link" href="{{proxyManagerLink}}" target="_blank" rel="noopener noreferrer">Open Nginx Proxy Manager</a>
</div>
