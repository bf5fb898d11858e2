<div class="hk-detail">
  <p class="hk-title">Portainer</p>
  <dl class="hk-list">
    <dt>Containers</dt><dd>{{containers}}</dd>
    <dt>Running</dt><dd>{{containersRunning}}</dd>
    <dt>Paused</dt><dd>{{containersPaused}}</dd>
    <dt>Stopped</dt><dd>{{containersStopped}}</dd>
    <dt>Images</dt><dd>{{images}}</dd>
    <dt>Environment</dt><dd>{{environment}}</dd>
    <dt>Docker version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{portainerLink}}" target="_blank" rel="noopener noreferrer">Open Portainer</a>
</div>
