<div class="hk-detail">
  <p class="hk-title">ntfy: {{topic}}</p>
  <dl class="hk-list">
    <dt>Newest</dt><dd>{{latestTitle}} ({{latestTopic}}, {{latest}})</dd>
    <dt>Message</dt><dd>{{latestMessage}}</dd>
    <dt>Priority</dt><dd>{{latestPriority}}</dd>
    <dt>Tags</dt><dd>{{latestTags}}</dd>
    <dt>Cached messages</dt><dd>{{messages}}</dd>
    <dt>High priority</dt><dd>{{urgent}}</dd>
    <dt>Server messages</dt><dd>{{serverMessages}} ({{serverRate}})</dd>
  </dl>
  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open ntfy</a>
</div>
