<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{streams}}</span><span class="hk-label">Streams</span></div>
  <div class="hk-stat"><span class="hk-value">{{transcodes}}</span><span class="hk-label">Transcodes</span></div>
  <div class="hk-stat"><span class="hk-value">{{bandwidth}}</span><span class="hk-label">Bandwidth</span></div>
</div>
