<div class="hk-detail">
  <p class="hk-title">Deluge</p>
  <dl class="hk-list">
    <dt>Download speed</dt><dd>{{download}}</dd>
    <dt>Upload speed</dt><dd>{{upload}}</dd>
    <dt>Torrents</dt><dd>{{torrents}}</dd>
    <dt>Downloading</dt><dd>{{leeching}}</dd>
    <dt>Seeding</dt><dd>{{seeding}}</dd>
    <dt>Paused</dt><dd>{{paused}}</dd>
    <dt>Queued</dt><dd>{{queued}}</dd>
    <dt>Connections</dt><dd>{{connections}}</dd>
    <dt>Free space</dt><dd>{{free}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Deluge</a>
</div>
