<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{status}}</span><span class="hk-label">{{name}}</span></div>
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
  <div class="hk-stat"><span class="hk-value">{{disk}}</span><span class="hk-label">Disk</span></div>
</div>
