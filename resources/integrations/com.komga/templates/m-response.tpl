<div class="hk-detail">
  <p class="hk-title">Komga</p>
  <dl class="hk-list">
    <dt>Libraries</dt><dd>{{libraries}}</dd>
    <dt>Unavailable libraries</dt><dd>{{unavailable}}</dd>
    <dt>Series</dt><dd>{{series}}</dd>
    <dt>Books</dt><dd>{{books}}</dd>
    <dt>Unread books</dt><dd>{{unread}}</dd>
    <dt>Books in progress</dt><dd>{{reading}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Komga</a>
</div>
