<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{connected}}</span><span class="hk-label">Connected</span></div>
  <div class="hk-stat"><span class="hk-value">{{enabled}}</span><span class="hk-label">Enabled</span></div>
  <div class="hk-stat"><span class="hk-value">{{total}}</span><span class="hk-label">Clients</span></div>
  <div class="hk-stat"><span class="hk-value">{{received}}</span><span class="hk-label">Received</span></div>
</div>
