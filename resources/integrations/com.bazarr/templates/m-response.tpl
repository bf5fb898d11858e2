<div class="hk-detail">
  <p class="hk-title">Bazarr</p>
  <dl class="hk-list">
    <dt>Episodes wanting subtitles</dt><dd>{{episodes}}</dd>
    <dt>Movies wanting subtitles</dt><dd>{{movies}}</dd>
    <dt>Throttled providers</dt><dd>{{providers}}</dd>
    <dt>Health issues</dt><dd>{{issues}}</dd>
    <dt>Sonarr feed</dt><dd>{{sonarr}}</dd>
    <dt>Radarr feed</dt><dd>{{radarr}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Bazarr</a>
</div>
