<div class="hk-detail">
  <p class="hk-title">Home Assistant</p>
  <dl class="hk-list">
    <dt>Home</dt><dd>{{location}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>Entities</dt><dd>{{entities}}</dd>
    <dt>Lights on</dt><dd>{{lightsOn}}</dd>
    <dt>Switches on</dt><dd>{{switchesOn}}</dd>
    <dt>Unavailable</dt><dd>{{unavailable}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Home Assistant</a>
</div>
