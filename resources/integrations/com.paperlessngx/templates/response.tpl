<div class="hk-stats">
  <div class="hk-stat"><span class="hk-value">{{documents}}</span><span class="hk-label">Documents</span></div>
  <div class="hk-stat"><span class="hk-value">{{inbox}}</span><span class="hk-label">In the inbox</span></div>
  <div class="hk-stat"><span class="hk-value">{{correspondents}}</span><span class="hk-label">Correspondents</span></div>
  <div class="hk-stat"><span class="hk-value">{{tags}}</span><span class="hk-label">Tags</span></div>
</div>
