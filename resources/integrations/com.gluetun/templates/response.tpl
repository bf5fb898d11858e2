<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{status}}</span><span class="hk-label">VPN</span></div>
  <div class="hk-stat"><span class="hk-value">{{publicIp}}</span><span class="hk-label">Public IP</span></div>
  <div class="hk-stat"><span class="hk-value">{{country}}</span><span class="hk-label">Country</span></div>
  <div class="hk-stat"><span class="hk-value">{{port}}</span><span class="hk-label">Forwarded port</span></div>
</div>
