<div class="hk-detail">
  <p class="hk-title">Navidrome</p>
  <dl class="hk-list">
    <dt>Songs</dt><dd>{{songs}}</dd>
    <dt>Albums</dt><dd>{{albums}}</dd>
    <dt>Artists</dt><dd>{{artists}}</dd>
    <dt>Folders</dt><dd>{{folders}}</dd>
    <dt>Library scan</dt><dd>{{scanning}}</dd>
    <dt>Last scan</dt><dd>{{lastScan}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <p class="hk-title">Playing now ({{playing}})</p>
  <ul class="hk-rows">{{{nowPlaying}}}</ul>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Navidrome</a>
</div>
