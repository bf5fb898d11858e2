<div class="hk-detail">
  <p class="hk-title">Frigate</p>
  <dl class="hk-list">
    <dt>Cameras</dt><dd>{{cameras}}</dd>
    <dt>Detector inference</dt><dd>{{inference}}</dd>
    <dt>Detections per second</dt><dd>{{detectionFps}}</dd>
    <dt>Recordings storage</dt><dd>{{storageUsed}} ({{storage}})</dd>
    <dt>Uptime</dt><dd>{{uptime}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>Latest version</dt><dd>{{latest}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Frigate</a>
</div>
