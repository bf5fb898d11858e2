<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{wan}}</span><span class="hk-label">WAN</span></div>
  <div class="hk-stat"><span class="hk-value">{{clients}}</span><span class="hk-label">Clients</span></div>
  <div class="hk-stat"><span class="hk-value">{{devices}}</span><span class="hk-label">Devices</span></div>
  <div class="hk-stat"><span class="hk-value">{{uptime}}</span><span class="hk-label">Up</span></div>
</div>
