<div class="hk-detail">
  <p class="hk-title">qBittorrent</p>
  <dl class="hk-list">
    <dt>Download speed</dt><dd>{{download}}</dd>
    <dt>Upload speed</dt><dd>{{upload}}</dd>
    <dt>Torrents</dt><dd>{{torrents}}</dd>
    <dt>Seeding</dt><dd>{{seeding}}</dd>
    <dt>Leeching</dt><dd>{{leeching}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open qBittorrent</a>
</div>
