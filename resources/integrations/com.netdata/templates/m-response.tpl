<div class="hk-detail">
  <p class="hk-title">{{hostname}}</p>
  <dl class="hk-list">
    {{{alarms}}}
    <dt>Alerts</dt><dd>{{critical}} critical, {{warning}} warning, {{normal}} normal</dd>
    <dt>Nodes</dt><dd>{{nodes}} ({{reachable}} reachable)</dd>
    <dt>System</dt><dd>{{os}}, {{kernel}}</dd>
    <dt>CPU use</dt><dd>{{cpuUse}}</dd>
    <dt>Memory use</dt><dd>{{memoryUse}}</dd>
    <dt>Load 1, 5, 15 min</dt><dd>{{load}}</dd>
    <dt>Disk / use</dt><dd>{{diskUse}}</dd>
    <dt>CPU cores</dt><dd>{{cores}}</dd>
    <dt>Memory</dt><dd>{{ram}}</dd>
    <dt>Disk space</dt><dd>{{disk}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Netdata</a>
</div>
