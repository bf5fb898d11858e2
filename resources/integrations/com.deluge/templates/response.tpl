<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{download}}</span><span class="hk-label">Down</span></div>
  <div class="hk-stat"><span class="hk-value">{{upload}}</span><span class="hk-label">Up</span></div>
  <div class="hk-stat"><span class="hk-value">{{leeching}}</span><span class="hk-label">Leeching</span></div>
  <div class="hk-stat"><span class="hk-value">{{seeding}}</span><span class="hk-label">Seeding</span></div>
</div>
