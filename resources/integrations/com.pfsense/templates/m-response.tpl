<div class="hk-detail">
  <p class="hk-title">pfSense</p>
  <dl class="hk-list">
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Load average</dt><dd>{{load}}</dd>
    <dt>Memory</dt><dd>{{memory}}</dd>
    <dt>Swap</dt><dd>{{swap}}</dd>
    <dt>Disk</dt><dd>{{disk}}</dd>
    <dt>Temperature</dt><dd>{{temperature}}</dd>
    <dt>{{wanName}}</dt><dd>{{wanStatus}}</dd>
    <dt>{{wanName}} address</dt><dd>{{wanIp}}</dd>
    <dt>{{wanName}} received</dt><dd>{{wanIn}}</dd>
    <dt>{{wanName}} sent</dt><dd>{{wanOut}}</dd>
    <dt>Up</dt><dd>{{uptime}}</dd>
    <dt>Platform</dt><dd>{{platform}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open pfSense</a>
</div>
