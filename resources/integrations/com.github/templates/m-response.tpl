<div class="hk-detail">
  <p class="hk-title">GitHub</p>
  <dl class="hk-list">
    <dt>Open pull requests</dt><dd>{{numPR}}</dd>
    <dt>Newest opened</dt><dd>{{lastPR}}</dd>
    <dt>Newest by</dt><dd>{{author}}</dd>
  </dl>
  <a class="hk-link" href="{{repoLink}}" target="_blank" rel="noopener noreferrer">Open the repository</a>
</div>
