<div class="hk-detail">
  <p class="hk-title">Requests</p>
  <dl class="hk-list">
    <dt>Requests</dt><dd>{{total}}</dd>
    <dt>Movies</dt><dd>{{movies}}</dd>
    <dt>Series</dt><dd>{{series}}</dd>
    <dt>Pending</dt><dd>{{pending}}</dd>
    <dt>Approved</dt><dd>{{approved}}</dd>
    <dt>Processing</dt><dd>{{processing}}</dd>
    <dt>Declined</dt><dd>{{declined}}</dd>
    <dt>{{doneLabel}}</dt><dd>{{done}}</dd>
    <dt>{{otherLabel}}</dt><dd>{{other}}</dd>
    <dt>Open issues</dt><dd>{{openIssues}}</dd>
    <dt>Closed issues</dt><dd>{{closedIssues}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
    <dt>Update</dt><dd>{{update}}</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open</a>
</div>
