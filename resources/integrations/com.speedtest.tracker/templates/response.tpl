<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{download}}</span><span class="hk-label">Download</span></div>
  <div class="hk-stat"><span class="hk-value">{{upload}}</span><span class="hk-label">Upload</span></div>
  <div class="hk-stat"><span class="hk-value">{{ping}}</span><span class="hk-label">Ping</span></div>
</div>
