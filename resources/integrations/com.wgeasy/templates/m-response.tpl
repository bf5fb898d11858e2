<div class="hk-detail">
  <p class="hk-title">wg-easy</p>
  <dl class="hk-list">
    <dt>Connected</dt><dd>{{connected}}</dd>
    <dt>Connected now</dt><dd>{{names}}</dd>
    <dt>Enabled</dt><dd>{{enabled}}</dd>
    <dt>Disabled</dt><dd>{{disabled}}</dd>
    <dt>Clients</dt><dd>{{total}}</dd>
    <dt>Received from clients</dt><dd>{{received}}</dd>
    <dt>Sent to clients</dt><dd>{{sent}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open wg-easy</a>
</div>
