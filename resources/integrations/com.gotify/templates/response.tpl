<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{messages}}</span><span class="hk-label">Messages</span></div>
  <div class="hk-stat"><span class="hk-value">{{apps}}</span><span class="hk-label">Apps</span></div>
  <div class="hk-stat"><span class="hk-value">{{clients}}</span><span class="hk-label">Clients</span></div>
  <div class="hk-stat"><span class="hk-value">{{latest}}</span><span class="hk-label">Newest</span></div>
</div>
