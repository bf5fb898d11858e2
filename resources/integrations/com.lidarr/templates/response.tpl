<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{artists}}</span><span class="hk-label">Artists</span></div>
  <div class="hk-stat"><span class="hk-value">{{missing}}</span><span class="hk-label">Missing albums</span></div>
  <div class="hk-stat"><span class="hk-value">{{queued}}</span><span class="hk-label">Queued</span></div>
</div>
