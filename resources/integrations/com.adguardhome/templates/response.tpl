<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{queries}}</span><span class="hk-label">Queries</span></div>
  <div class="hk-stat"><span class="hk-value">{{blocked}}</span><span class="hk-label">Blocked</span></div>
  <div class="hk-stat"><span class="hk-value">{{percent}}</span><span class="hk-label">Blocked %</span></div>
  <div class="hk-stat"><span class="hk-value">{{latency}}</span><span class="hk-label">Latency</span></div>
</div>
