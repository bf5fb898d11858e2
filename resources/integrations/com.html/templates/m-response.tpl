<div class="hk-html">{{{html}}}</div>
