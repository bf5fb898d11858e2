<div class="hk-detail">
  <p class="hk-title">SABnzbd</p>
  <dl class="hk-list">
    <dt>Status</dt><dd>{{status}}</dd>
    <dt>Speed</dt><dd>{{speed}}</dd>
    <dt>Jobs in the queue</dt><dd>{{jobs}}</dd>
    <dt>Left to download</dt><dd>{{left}} of {{size}}</dd>
    <dt>Time left</dt><dd>{{timeLeft}}</dd>
    <dt>Free space (incomplete folder)</dt><dd>{{free}}</dd>
    <dt>Speed limit</dt><dd>{{limit}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open SABnzbd</a>
</div>
