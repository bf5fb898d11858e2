<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{numPR}}</span><span class="hk-label">Open PRs</span></div>
  <div class="hk-stat"><span class="hk-value">{{lastPR}}</span><span class="hk-label">Newest PR</span></div>
  <div class="hk-stat"><span class="hk-value">{{author}}</span><span class="hk-label">By</span></div>
</div>
