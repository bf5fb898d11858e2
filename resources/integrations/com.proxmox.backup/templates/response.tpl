<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{datastore}}</span><span class="hk-label">Datastore</span></div>
  <div class="hk-stat"><span class="hk-value">{{failed}}</span><span class="hk-label">Failed (24 h)</span></div>
  <div class="hk-stat"><span class="hk-value">{{cpu}}</span><span class="hk-label">CPU</span></div>
  <div class="hk-stat"><span class="hk-value">{{memory}}</span><span class="hk-label">Memory</span></div>
</div>
