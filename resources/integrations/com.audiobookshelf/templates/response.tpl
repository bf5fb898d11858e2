<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{books}}</span><span class="hk-label">Books</span></div>
  <div class="hk-stat"><span class="hk-value">{{bookTime}}</span><span class="hk-label">Book time</span></div>
  <div class="hk-stat"><span class="hk-value">{{podcasts}}</span><span class="hk-label">Podcasts</span></div>
  <div class="hk-stat"><span class="hk-value">{{podcastTime}}</span><span class="hk-label">Podcast time</span></div>
</div>
