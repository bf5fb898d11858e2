<div class="hk-detail">
  <p class="hk-title">Audiobookshelf</p>
  <dl class="hk-list">
    <dt>Books</dt><dd>{{books}}</dd>
    <dt>Book time</dt><dd>{{bookTime}}</dd>
    <dt>Podcasts</dt><dd>{{podcasts}}</dd>
    <dt>Podcast time</dt><dd>{{podcastTime}}</dd>
    <dt>Libraries</dt><dd>{{libraries}}</dd>
    <dt>Authors</dt><dd>{{authors}}</dd>
    <dt>Audio files</dt><dd>{{tracks}}</dd>
    <dt>Size on disk</dt><dd>{{size}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Audiobookshelf</a>
</div>
