<div class="hk-detail">
  <p class="hk-title">Transmission</p>
  <dl class="hk-list">
    <dt>Download speed</dt><dd>{{download}}</dd>
    <dt>Upload speed</dt><dd>{{upload}}</dd>
    <dt>Torrents</dt><dd>{{torrents}}</dd>
    <dt>Downloading</dt><dd>{{leeching}}</dd>
    <dt>Seeding</dt><dd>{{seeding}}</dd>
    <dt>Running</dt><dd>{{active}}</dd>
    <dt>Stopped</dt><dd>{{paused}}</dd>
    <dt>Downloaded in all</dt><dd>{{downloaded}}</dd>
    <dt>Uploaded in all</dt><dd>{{uploaded}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Transmission</a>
</div>
