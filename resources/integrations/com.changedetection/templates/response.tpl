<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{watches}}</span><span class="hk-label">Watches</span></div>
  <div class="hk-stat"><span class="hk-value">{{unviewed}}</span><span class="hk-label">Changed</span></div>
  <div class="hk-stat"><span class="hk-value">{{failing}}</span><span class="hk-label">Errors</span></div>
  <div class="hk-stat"><span class="hk-value">{{overdue}}</span><span class="hk-label">Overdue</span></div>
</div>
