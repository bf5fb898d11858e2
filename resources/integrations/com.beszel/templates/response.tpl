<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{up}}</span><span class="hk-label">Up</span></div>
  <div class="hk-stat"><span class="hk-value">{{down}}</span><span class="hk-label">Down</span></div>
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">Top CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{disk}}</span><span class="hk-label">Top disk</span></div>
</div>
