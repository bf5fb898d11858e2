<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{critical}}</span><span class="hk-label">Critical</span></div>
  <div class="hk-stat"><span class="hk-value">{{warning}}</span><span class="hk-label">Warning</span></div>
  <div class="hk-stat"><span class="hk-value">{{normal}}</span><span class="hk-label">Normal</span></div>
  <div class="hk-stat"><span class="hk-value">{{nodes}}</span><span class="hk-label">Nodes</span></div>
</div>
