<div class="hk-detail">
  <p class="hk-title">NZBGet</p>
  <dl class="hk-list">
    <dt>Status</dt><dd>{{state}}</dd>
    <dt>Speed</dt><dd>{{speed}}</dd>
    <dt>Left to download</dt><dd>{{left}}</dd>
    <dt>Downloaded in all</dt><dd>{{downloaded}}</dd>
    <dt>Downloaded today</dt><dd>{{today}}</dd>
    <dt>Downloaded this month</dt><dd>{{month}}</dd>
    <dt>Free space</dt><dd>{{free}}</dd>
    <dt>Post-processing jobs</dt><dd>{{postJobs}}</dd>
    <dt>Speed limit</dt><dd>{{limit}}</dd>
    <dt>Up for</dt><dd>{{uptime}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open NZBGet</a>
</div>
