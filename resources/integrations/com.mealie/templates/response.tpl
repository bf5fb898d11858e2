<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{recipes}}</span><span class="hk-label">Recipes</span></div>
  <div class="hk-stat"><span class="hk-value">{{users}}</span><span class="hk-label">Users</span></div>
  <div class="hk-stat"><span class="hk-value">{{categories}}</span><span class="hk-label">Categories</span></div>
  <div class="hk-stat"><span class="hk-value">{{tags}}</span><span class="hk-label">Tags</span></div>
</div>
