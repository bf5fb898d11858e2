<div class="hk-detail">
  <p class="hk-title">Gotify</p>
  <dl class="hk-list">
    <dt>Newest message</dt><dd>{{latestTitle}} ({{latestApp}}, {{latest}})</dd>
    <dt>Messages</dt><dd>{{messages}}</dd>
    <dt>Applications</dt><dd>{{apps}}</dd>
    <dt>Clients</dt><dd>{{clients}}</dd>
    {{{perApp}}}
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Gotify</a>
</div>
