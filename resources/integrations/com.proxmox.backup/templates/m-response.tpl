<div class="hk-detail">
  <p class="hk-title">Proxmox Backup Server</p>
  <dl class="hk-list">
    <dt>Datastore usage</dt><dd>{{datastore}}</dd>
    <dt>Datastores</dt><dd>{{{stores}}}</dd>
    <dt>Failed tasks (24 h)</dt><dd>{{failed}}</dd>
    <dt>Last failure</dt><dd>{{lastFailure}}</dd>
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}}</dd>
    <dt>Root disk</dt><dd>{{root}}</dd>
    <dt>Load</dt><dd>{{load}}</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
  </dl>
  <a class="hk-link" href="{{pbsLink}}" target="_blank" rel="noopener noreferrer">Open Proxmox Backup Server</a>
</div>
