<div class="hk-detail">
  <p class="hk-title">Mealie</p>
  <dl class="hk-list">
    <dt>Recipes</dt><dd>{{recipes}}</dd>
    <dt>Users</dt><dd>{{users}}</dd>
    <dt>Categories</dt><dd>{{categories}}</dd>
    <dt>Tags</dt><dd>{{tags}}</dd>
    <dt>Tools</dt><dd>{{tools}}</dd>
    <dt>Version</dt><dd>{{version}}</dd>
  </dl>
  <p class="hk-title">Today's meal plan ({{mealCount}})</p>
  <ul class="hk-rows">{{{meals}}}</ul>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Mealie</a>
</div>
