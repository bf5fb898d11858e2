<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{unread}}</span><span class="hk-label">Unread</span></div>
  <div class="hk-stat"><span class="hk-value">{{read}}</span><span class="hk-label">Read</span></div>
  <div class="hk-stat"><span class="hk-value">{{feeds}}</span><span class="hk-label">Feeds</span></div>
  <div class="hk-stat"><span class="hk-value">{{failing}}</span><span class="hk-label">Feed errors</span></div>
</div>
