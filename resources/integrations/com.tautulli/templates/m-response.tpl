<div class="hk-detail">
  <p class="hk-title">Tautulli</p>
  <dl class="hk-list">
    <dt>Streams</dt><dd>{{streams}}</dd>
    <dt>Direct play</dt><dd>{{directPlay}}</dd>
    <dt>Direct stream</dt><dd>{{directStream}}</dd>
    <dt>Transcodes</dt><dd>{{transcodes}}</dd>
    <dt>Bandwidth</dt><dd>{{bandwidth}}</dd>
    <dt>LAN</dt><dd>{{lan}}</dd>
    <dt>WAN</dt><dd>{{wan}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Tautulli</a>
</div>
