<div class="hk-detail">
  <p class="hk-title">Pi-hole</p>
  <dl class="hk-list">
    <dt>Queries today</dt><dd>{{queries}}</dd>
    <dt>Blocked today</dt><dd>{{blocked}}</dd>
    <dt>Percent blocked</dt><dd>{{percent}}</dd>
    <dt>Domains on lists</dt><dd>{{domains}}</dd>
    <dt>Blocking</dt><dd>{{status}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Pi-hole</a>
</div>
