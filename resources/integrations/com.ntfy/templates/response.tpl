<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{messages}}</span><span class="hk-label">Messages</span></div>
  <div class="hk-stat"><span class="hk-value">{{urgent}}</span><span class="hk-label">High priority</span></div>
  <div class="hk-stat"><span class="hk-value">{{latest}}</span><span class="hk-label">Newest</span></div>
</div>
