<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{containersRunning}}</span><span class="hk-label">Running</span></div>
  <div class="hk-stat"><span class="hk-value">{{containersStopped}}</span><span class="hk-label">Stopped</span></div>
  <div class="hk-stat"><span class="hk-value">{{images}}</span><span class="hk-label">Images</span></div>
</div>
