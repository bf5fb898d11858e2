<div class="hk-detail">
  <p class="hk-title">Synology DSM</p>
  <dl class="hk-list">
    <dt>Model</dt><dd>{{model}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}} of {{memorySize}}</dd>
    <dt>Volume usage</dt><dd>{{volume}} ({{free}} free)</dd>
    <dt>Volumes</dt><dd>{{{volumes}}}</dd>
    <dt>Drives</dt><dd>{{{disks}}}</dd>
    <dt>Temperature</dt><dd>{{temperature}}</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
  </dl>
  <a class="hk-link" href="{{dsmLink}}" target="_blank" rel="noopener noreferrer">Open DSM</a>
</div>
