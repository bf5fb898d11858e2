<div class="hk-detail">
  <p class="hk-title">Download Station</p>
  <dl class="hk-list">
    <dt>Download speed</dt><dd>{{download}}</dd>
    <dt>Upload speed</dt><dd>{{upload}}</dd>
    <dt>Tasks</dt><dd>{{tasks}}</dd>
    <dt>Downloading</dt><dd>{{downloading}}</dd>
    <dt>Seeding</dt><dd>{{seeding}}</dd>
    <dt>Finished</dt><dd>{{finished}}</dd>
    <dt>Paused</dt><dd>{{paused}}</dd>
    <dt>Waiting</dt><dd>{{waiting}}</dd>
    <dt>With an error</dt><dd>{{errors}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open DSM</a>
</div>
