<div class="hk-detail">
  <p class="hk-title">Scrutiny</p>
  <dl class="hk-list">
    <dt>Passed</dt><dd>{{passed}}</dd>
    <dt>Failed</dt><dd>{{failed}}</dd>
    <dt>Unknown</dt><dd>{{unknown}}</dd>
    <dt>Hottest</dt><dd>{{hottest}}</dd>
    <dt>Counted as failed</dt><dd>{{counts}}</dd>
    <dt>Drives</dt><dd>{{{drives}}}</dd>
  </dl>
  <a class="hk-link" href="{{scrutinyLink}}" target="_blank" rel="noopener noreferrer">Open Scrutiny</a>
</div>
