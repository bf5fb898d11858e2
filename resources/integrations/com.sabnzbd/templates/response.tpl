<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{speed}}</span><span class="hk-label">Speed</span></div>
  <div class="hk-stat"><span class="hk-value">{{jobs}}</span><span class="hk-label">Queue</span></div>
  <div class="hk-stat"><span class="hk-value">{{left}}</span><span class="hk-label">Left</span></div>
  <div class="hk-stat"><span class="hk-value">{{timeLeft}}</span><span class="hk-label">Time left</span></div>
</div>
