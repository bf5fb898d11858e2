<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{pending}}</span><span class="hk-label">Pending</span></div>
  <div class="hk-stat"><span class="hk-value">{{processing}}</span><span class="hk-label">Processing</span></div>
  <div class="hk-stat"><span class="hk-value">{{done}}</span><span class="hk-label">{{doneLabel}}</span></div>
  <div class="hk-stat"><span class="hk-value">{{openIssues}}</span><span class="hk-label">Open issues</span></div>
</div>
