<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{proxy}}</span><span class="hk-label">Proxies</span></div>
  <div class="hk-stat"><span class="hk-value">{{redirection}}</span><span class="hk-label">Redirects</span></div>
  <div class="hk-stat"><span class="hk-value">{{stream}}</span><span class="hk-label">Streams</span></div>
  <div class="hk-stat"><span class="hk-value">{{dead}}</span><span class="hk-label">404 hosts</span></div>
</div>
