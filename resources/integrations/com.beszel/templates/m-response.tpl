<div class="hk-detail">
  <p class="hk-title">Beszel</p>
  <dl class="hk-list">
    <dt>Systems</dt><dd>{{systems}} ({{up}} up, {{down}} down, {{paused}} paused or pending)</dd>
    <dt>Busiest CPU</dt><dd>{{cpu}} ({{cpuName}})</dd>
    <dt>Fullest disk</dt><dd>{{disk}} ({{diskName}})</dd>
    {{{rows}}}
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Beszel</a>
</div>
