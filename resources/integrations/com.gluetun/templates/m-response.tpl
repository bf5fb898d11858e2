<div class="hk-detail">
  <p class="hk-title">Gluetun</p>
  <dl class="hk-list">
    <dt>VPN</dt><dd>{{status}}</dd>
    <dt>Public IP</dt><dd>{{publicIp}}</dd>
    <dt>Country</dt><dd>{{country}}</dd>
    <dt>Place</dt><dd>{{place}}</dd>
    <dt>Network</dt><dd>{{organization}}</dd>
    <dt>Host name</dt><dd>{{hostname}}</dd>
    <dt>Time zone</dt><dd>{{timezone}}</dd>
    <dt>Forwarded ports</dt><dd>{{port}}</dd>
  </dl>
</div>
