<div class="hk-detail">
  <dl class="hk-list">{{{rows}}}</dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open</a>
</div>
