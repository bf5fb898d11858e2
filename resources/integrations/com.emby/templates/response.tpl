<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{playing}}</span><span class="hk-label">Playing</span></div>
  <div class="hk-stat"><span class="hk-value">{{transcoding}}</span><span class="hk-label">Transcoding</span></div>
  <div class="hk-stat"><span class="hk-value">{{movies}}</span><span class="hk-label">Movies</span></div>
  <div class="hk-stat"><span class="hk-value">{{series}}</span><span class="hk-label">Series</span></div>
</div>
