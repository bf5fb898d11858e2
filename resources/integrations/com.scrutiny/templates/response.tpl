<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{passed}}</span><span class="hk-label">Passed</span></div>
  <div class="hk-stat"><span class="hk-value">{{failed}}</span><span class="hk-label">Failed</span></div>
  <div class="hk-stat"><span class="hk-value">{{unknown}}</span><span class="hk-label">Unknown</span></div>
  <div class="hk-stat"><span class="hk-value">{{hottest}}</span><span class="hk-label">Hottest</span></div>
</div>
