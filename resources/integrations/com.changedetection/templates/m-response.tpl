<div class="hk-detail">
  <p class="hk-title">changedetection.io</p>
  <dl class="hk-list">
    <dt>Watches</dt><dd>{{watches}}</dd>
    <dt>Changes not viewed</dt><dd>{{unviewed}}</dd>
    <dt>Last check failed</dt><dd>{{failing}}</dd>
    <dt>Checks overdue</dt><dd>{{overdue}}</dd>
    <dt>In the check queue</dt><dd>{{queued}}</dd>
    <dt>Last checked</dt><dd>{{lastChecked}}</dd>
    <dt>Up for</dt><dd>{{uptime}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open changedetection.io</a>
</div>
