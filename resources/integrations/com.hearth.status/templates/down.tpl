<div class="hi-stat"><span class="hi-value hk-down">{{state}}</span><span class="hi-label">{{reason}}</span></div>
