<div class="hk-detail">
  <p class="hk-title">AdGuard Home</p>
  <dl class="hk-list">
    <dt>DNS queries</dt><dd>{{queries}}</dd>
    <dt>Blocked by filters</dt><dd>{{blocked}}</dd>
    <dt>Percent blocked</dt><dd>{{percent}}</dd>
    <dt>Average processing</dt><dd>{{latency}}</dd>
    <dt>Protection</dt><dd>{{status}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open AdGuard Home</a>
</div>
