<div class="hk-detail">
  <p class="hk-title">{{server}}</p>
  <dl class="hk-list">
    <dt>Playing</dt><dd>{{playing}}</dd>
    <dt>Paused</dt><dd>{{paused}}</dd>
    <dt>Transcoding</dt><dd>{{transcoding}}</dd>
    <dt>Connected clients</dt><dd>{{sessions}}</dd>
    <dt>Movies</dt><dd>{{movies}}</dd>
    <dt>Series</dt><dd>{{series}}</dd>
    <dt>Episodes</dt><dd>{{episodes}}</dd>
    <dt>Songs</dt><dd>{{songs}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Emby</a>
</div>
