<div class="hk-detail">
  <p class="hk-title">Plex</p>
  <dl class="hk-list">
    <dt>Playing now</dt><dd>{{streams}}</dd>
    <dt>Movies</dt><dd>{{movies}}</dd>
    <dt>Shows</dt><dd>{{shows}}</dd>
    <dt>Libraries</dt><dd>{{libraries}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Plex</a>
</div>
