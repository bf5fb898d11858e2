<div class="hk-detail">
  <p class="hk-title">OPNsense {{name}}</p>
  <dl class="hk-list">
    <dt>CPU</dt><dd>{{cpu}}</dd>
    <dt>Memory</dt><dd>{{memory}} ({{memoryUsed}})</dd>
    <dt>{{wanName}} received since boot</dt><dd>{{download}}</dd>
    <dt>{{wanName}} sent since boot</dt><dd>{{upload}}</dd>
    <dt>Load average</dt><dd>{{load}}</dd>
    <dt>Up</dt><dd>{{uptime}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open OPNsense</a>
</div>
