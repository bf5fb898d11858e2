<div class="hk-detail">
  <p class="hk-title">Speedtest Tracker</p>
  <dl class="hk-list">
    <dt>Download</dt><dd>{{download}}</dd>
    <dt>Upload</dt><dd>{{upload}}</dd>
    <dt>Ping</dt><dd>{{ping}}</dd>
    <dt>Tested</dt><dd>{{when}}</dd>
    <dt>Latest run</dt><dd>{{state}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Speedtest Tracker</a>
</div>
