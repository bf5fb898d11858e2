// YouTube: statistics of the video the link points to, and its thumbnail as the card's background.
const kit = require('@hearth/kit');

function videoId(ctx) {
  const link = (ctx.payload && ctx.payload.listingUrl) || ctx.appUrl || '';
  const match = /[?&]v=([\w-]{6,})/.exec(link) || /youtu\.be\/([\w-]{6,})/.exec(link) || /\/shorts\/([\w-]{6,})/.exec(link);
  kit.expect(match, 'the link has no video id (v=…)');
  return match[1];
}

async function video(ctx) {
  const id = videoId(ctx);
  const api = kit.baseUrl(ctx.config.apiurl || 'https://www.googleapis.com');
  const body = await ctx.get(`${api}/youtube/v3/videos`, { params: { id, key: ctx.config.apiKey, part: 'snippet,statistics' } });
  kit.expect(body && Array.isArray(body.items) && body.items.length > 0, 'YouTube found no such video');
  return { id, item: body.items[0] };
}

Object.assign(global, kit.integration({
  test: video,
  card: async (ctx) => {
    const { id, item } = await video(ctx);
    const stats = item.statistics || {};
    const thumbnails = (item.snippet && item.snippet.thumbnails) || {};
    const best = thumbnails.maxres || thumbnails.high || thumbnails.medium || {};
    return {
      values: {
        views: kit.formatNumber(stats.viewCount),
        likes: kit.formatNumber(stats.likeCount),
        comments: kit.formatNumber(stats.commentCount),
        youtubeLink: `https://www.youtube.com/watch?v=${id}`,
        downloadLink: best.url || '',
      },
      background: /^https?:\/\//.test((thumbnails.high || {}).url || '') ? thumbnails.high.url : null,
    };
  },
}));
