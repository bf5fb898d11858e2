<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{libraries}}</span><span class="hk-label">Libraries</span></div>
  <div class="hk-stat"><span class="hk-value">{{series}}</span><span class="hk-label">Series</span></div>
  <div class="hk-stat"><span class="hk-value">{{books}}</span><span class="hk-label">Books</span></div>
  <div class="hk-stat"><span class="hk-value">{{unread}}</span><span class="hk-label">Unread</span></div>
</div>
