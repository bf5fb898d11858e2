<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{up}}</span><span class="hk-label">Up</span></div>
  <div class="hk-stat"><span class="hk-value">{{late}}</span><span class="hk-label">Late</span></div>
  <div class="hk-stat"><span class="hk-value">{{down}}</span><span class="hk-label">Down</span></div>
  <div class="hk-stat"><span class="hk-value">{{paused}}</span><span class="hk-label">Paused</span></div>
</div>
