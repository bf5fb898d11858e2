<div class="hk-detail">
  <p class="hk-title">Lidarr</p>
  <dl class="hk-list">
    <dt>Artists</dt><dd>{{artists}}</dd>
    <dt>Monitored artists</dt><dd>{{monitored}}</dd>
    <dt>Missing albums</dt><dd>{{missing}}</dd>
    <dt>Below quality cutoff</dt><dd>{{cutoff}}</dd>
    <dt>Queued</dt><dd>{{queued}}</dd>
    <dt>Not matched to an artist</dt><dd>{{unmatched}}</dd>
    <dt>Queue</dt><dd>{{queueHealth}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Lidarr</a>
</div>
