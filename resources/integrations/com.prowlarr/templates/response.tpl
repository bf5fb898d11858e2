<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{enabled}}</span><span class="hk-label">Indexers</span></div>
  <div class="hk-stat"><span class="hk-value">{{failing}}</span><span class="hk-label">Failing</span></div>
  <div class="hk-stat"><span class="hk-value">{{queries}}</span><span class="hk-label">Queries</span></div>
  <div class="hk-stat"><span class="hk-value">{{grabs}}</span><span class="hk-label">Grabs</span></div>
</div>
