<div class="hk-detail">
  <p class="hk-title">Paperless-ngx</p>
  <dl class="hk-list">
    <dt>Documents</dt><dd>{{documents}}</dd>
    <dt>In the inbox</dt><dd>{{inbox}}</dd>
    <dt>Correspondents</dt><dd>{{correspondents}}</dd>
    <dt>Tags</dt><dd>{{tags}}</dd>
    <dt>Document types</dt><dd>{{documentTypes}}</dd>
    <dt>Storage paths</dt><dd>{{storagePaths}}</dd>
    <dt>Characters of text</dt><dd>{{characters}}</dd>
    <dt>Latest archive number</dt><dd>{{asn}}</dd>
    <dt>Most common file types</dt><dd>{{fileTypes}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Paperless-ngx</a>
</div>
