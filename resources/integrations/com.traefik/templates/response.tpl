<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{routers}}</span><span class="hk-label">Routers</span></div>
  <div class="hk-stat"><span class="hk-value">{{services}}</span><span class="hk-label">Services</span></div>
  <div class="hk-stat"><span class="hk-value">{{middlewares}}</span><span class="hk-label">Middlewares</span></div>
  <div class="hk-stat"><span class="hk-value">{{errors}}</span><span class="hk-label">Errors</span></div>
</div>
