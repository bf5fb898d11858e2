<div class="hk-detail">
  <p class="hk-title">{{title}}</p>
  <ul class="hk-rows">{{{monitors}}}</ul>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open the status page</a>
</div>
