<div class="hk-detail">
  <p class="hk-title">Miniflux</p>
  <dl class="hk-list">
    <dt>Unread entries</dt><dd>{{unread}}</dd>
    <dt>Read entries</dt><dd>{{read}}</dd>
    <dt>Feeds</dt><dd>{{feeds}}</dd>
    <dt>Feeds failing to update</dt><dd>{{failing}}</dd>
    <dt>Feeds disabled</dt><dd>{{disabled}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Miniflux</a>
</div>
