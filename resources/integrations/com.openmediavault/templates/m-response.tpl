<div class="hk-detail">
  <p class="hk-title">OpenMediaVault</p>
  <dl class="hk-list">
    <dt>Host</dt><dd>{{hostname}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}} ({{memoryBytes}})</dd>
    <dt>Storage</dt><dd>{{storage}}</dd>
    <dt>File systems</dt><dd>{{{filesystems}}}</dd>
    <dt>Updates</dt><dd>{{updates}}</dd>
    <dt>Reboot needed</dt><dd>{{reboot}}</dd>
    <dt>Load</dt><dd>{{load}}</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
  </dl>
  <a class="hk-link" href="{{omvLink}}" target="_blank" rel="noopener noreferrer">Open OpenMediaVault</a>
</div>
