<div class="hk-detail">
  <p class="hk-title">UniFi Network: {{site}}</p>
  <dl class="hk-list">
    <dt>WAN</dt><dd>{{wan}}</dd>
    <dt>WAN address</dt><dd>{{wanIp}}</dd>
    <dt>Provider</dt><dd>{{isp}}</dd>
    <dt>Latency</dt><dd>{{latency}}</dd>
    <dt>Clients</dt><dd>{{clients}}</dd>
    <dt>Wired clients</dt><dd>{{wired}}</dd>
    <dt>Wireless clients</dt><dd>{{wireless}}</dd>
    <dt>Guests</dt><dd>{{guests}}</dd>
    <dt>Devices</dt><dd>{{devices}}</dd>
    <dt>Access points</dt><dd>{{aps}}</dd>
    <dt>Switches</dt><dd>{{switches}}</dd>
    <dt>Gateway CPU</dt><dd>{{gatewayCpu}}</dd>
    <dt>Gateway memory</dt><dd>{{gatewayMemory}}</dd>
    <dt>Gateway up</dt><dd>{{uptime}}</dd>
    <dt>New alarms</dt><dd>{{alarms}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open UniFi Network</a>
</div>
