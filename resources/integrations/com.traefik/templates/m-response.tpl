<div class="hk-detail">
  <p class="hk-title">Traefik</p>
  <dl class="hk-list">
    <dt>HTTP routers</dt><dd>{{routers}}</dd>
    <dt>HTTP services</dt><dd>{{services}}</dd>
    <dt>HTTP middlewares</dt><dd>{{middlewares}}</dd>
    <dt>TCP routers</dt><dd>{{tcpRouters}}</dd>
    <dt>TCP services</dt><dd>{{tcpServices}}</dd>
    <dt>UDP routers</dt><dd>{{udpRouters}}</dd>
    <dt>UDP services</dt><dd>{{udpServices}}</dd>
    <dt>Errors</dt><dd>{{errors}}</dd>
    <dt>Warnings</dt><dd>{{warnings}}</dd>
    <dt>Providers</dt><dd>{{providers}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open the Traefik dashboard</a>
</div>
