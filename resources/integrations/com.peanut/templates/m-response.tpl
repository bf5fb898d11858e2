<div class="hk-detail">
  <p class="hk-title">{{name}}</p>
  <dl class="hk-list">
    <dt>Model</dt><dd>{{model}}</dd>
    <dt>Status</dt><dd>{{status}}</dd>
    <dt>Battery</dt><dd>{{charge}} ({{runtime}} left)</dd>
    <dt>Load</dt><dd>{{load}} of {{power}}</dd>
    <dt>Input</dt><dd>{{inputVoltage}}</dd>
    {{{rows}}}
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open PeaNUT</a>
</div>
