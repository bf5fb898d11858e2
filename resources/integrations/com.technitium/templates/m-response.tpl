<div class="hk-detail">
  <p class="hk-title">Technitium DNS, {{period}}</p>
  <dl class="hk-list">
    <dt>Queries</dt><dd>{{queries}}</dd>
    <dt>Blocked</dt><dd>{{blocked}} ({{blockedShare}})</dd>
    <dt>Cached</dt><dd>{{cached}}</dd>
    <dt>Recursive</dt><dd>{{recursive}}</dd>
    <dt>Authoritative</dt><dd>{{authoritative}}</dd>
    <dt>No error</dt><dd>{{noError}}</dd>
    <dt>NX domain</dt><dd>{{nxDomain}}</dd>
    <dt>Server failure</dt><dd>{{serverFailure}}</dd>
    <dt>Refused</dt><dd>{{refused}}</dd>
    <dt>Dropped</dt><dd>{{dropped}}</dd>
    <dt>Clients</dt><dd>{{clients}}</dd>
    <dt>Zones</dt><dd>{{zones}}</dd>
    <dt>Block list zones</dt><dd>{{blockListZones}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Technitium DNS</a>
</div>
