<div class="hk-detail">
  <p class="hk-title">{{hostname}}</p>
  <dl class="hk-list">
    <dt>System</dt><dd>{{os}}</dd>
    <dt>CPU</dt><dd>{{cpuName}} ({{cores}} cores)</dd>
    <dt>CPU use</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}}</dd>
    <dt>Swap</dt><dd>{{swap}}</dd>
    <dt>Load 1, 5, 15 min</dt><dd>{{load1}}, {{load5}}, {{load15}}</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
    <dt>Fullest disk ({{diskName}})</dt><dd>{{disk}}</dd>
    {{{disks}}}
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Glances</a>
</div>
