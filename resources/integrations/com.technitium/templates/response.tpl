<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{queries}}</span><span class="hk-label">Queries</span></div>
  <div class="hk-stat"><span class="hk-value">{{blockedShare}}</span><span class="hk-label">Blocked</span></div>
  <div class="hk-stat"><span class="hk-value">{{cached}}</span><span class="hk-label">Cached</span></div>
  <div class="hk-stat"><span class="hk-value">{{clients}}</span><span class="hk-label">Clients</span></div>
</div>
