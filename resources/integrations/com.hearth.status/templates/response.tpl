<div class="hi-stat"><span class="hi-value">{{state}}</span><span class="hi-label">HTTP {{status}} · {{ms}} ms</span></div>
