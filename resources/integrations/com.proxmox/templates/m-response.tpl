<div class="hk-detail">
  <p class="hk-title">Proxmox VE</p>
  <dl class="hk-list">
    <dt>Node</dt><dd>{{node}}</dd>
    <dt>Status</dt><dd>{{status}}</dd>
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}}</dd>
    <dt>Disk</dt><dd>{{disk}}</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
    <dt>VMs</dt><dd>{{vms}}</dd>
    <dt>Containers</dt><dd>{{containers}}</dd>
  </dl>
  <a class="hk-link" href="{{proxMoxLink}}" target="_blank" rel="noopener noreferrer">Open Proxmox VE</a>
</div>
