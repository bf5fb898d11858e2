<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{speed}}</span><span class="hk-label">Speed</span></div>
  <div class="hk-stat"><span class="hk-value">{{left}}</span><span class="hk-label">Left</span></div>
  <div class="hk-stat"><span class="hk-value">{{downloaded}}</span><span class="hk-label">Downloaded</span></div>
  <div class="hk-stat"><span class="hk-value">{{state}}</span><span class="hk-label">Status</span></div>
</div>
