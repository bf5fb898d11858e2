<div class="hk-detail">
  <p class="hk-title">YouTube</p>
  <dl class="hk-list">
    <dt>Views</dt><dd>{{views}}</dd>
    <dt>Likes</dt><dd>{{likes}}</dd>
    <dt>Comments</dt><dd>{{comments}}</dd>
  </dl>
  <a class="hk-link" href="{{youtubeLink}}" target="_blank" rel="noopener noreferrer">Watch on YouTube</a>
</div>
