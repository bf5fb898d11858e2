<div class="hk-detail">
  <p class="hk-title">Jellyfin</p>
  <dl class="hk-list">
    <dt>Server</dt><dd>{{server}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>Movies</dt><dd>{{movies}}</dd>
    <dt>Series</dt><dd>{{series}}</dd>
    <dt>Episodes</dt><dd>{{episodes}}</dd>
    <dt>Songs</dt><dd>{{songs}}</dd>
    <dt>Playing now</dt><dd>{{streams}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Jellyfin</a>
</div>
