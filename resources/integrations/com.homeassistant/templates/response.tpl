<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{entities}}</span><span class="hk-label">Entities</span></div>
  <div class="hk-stat"><span class="hk-value">{{lightsOn}}</span><span class="hk-label">Lights on</span></div>
  <div class="hk-stat"><span class="hk-value">{{switchesOn}}</span><span class="hk-label">Switches on</span></div>
  <div class="hk-stat"><span class="hk-value">{{unavailable}}</span><span class="hk-label">Unavailable</span></div>
</div>
