<div class="hk-detail">
  <p class="hk-title">Unraid</p>
  <dl class="hk-list">
    <dt>Server</dt><dd>{{server}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>Array</dt><dd>{{state}}, {{array}} used of {{size}} ({{free}} free)</dd>
    <dt>Disks</dt><dd>{{{disks}}}</dd>
    <dt>Pools</dt><dd>{{{caches}}}</dd>
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}} of {{memorySize}}</dd>
    <dt>Notifications</dt><dd>{{notifications}}</dd>
  </dl>
  <a class="hk-link" href="{{unraidLink}}" target="_blank" rel="noopener noreferrer">Open Unraid</a>
</div>
