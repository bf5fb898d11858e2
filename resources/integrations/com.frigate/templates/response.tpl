<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{cameras}}</span><span class="hk-label">Cameras</span></div>
  <div class="hk-stat"><span class="hk-value">{{inference}}</span><span class="hk-label">Inference</span></div>
  <div class="hk-stat"><span class="hk-value">{{storage}}</span><span class="hk-label">Storage used</span></div>
  <div class="hk-stat"><span class="hk-value">{{uptime}}</span><span class="hk-label">Uptime</span></div>
</div>
