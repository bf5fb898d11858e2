<div class="hk-detail">
  <p class="hk-title">Radarr</p>
  <dl class="hk-list">
    <dt>Movies</dt><dd>{{movies}}</dd>
    <dt>On disk</dt><dd>{{downloaded}}</dd>
    <dt>Missing (monitored)</dt><dd>{{missing}}</dd>
    <dt>Queued</dt><dd>{{queued}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Radarr</a>
</div>
