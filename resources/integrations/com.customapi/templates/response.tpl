<div class="hk-stats">{{{fields}}}</div>
