// YouTube: statistics of the video the link points to, and its thumbnail as the card's background.
const kit = require('@hearth/kit');

function videoId(ctx) {
  const link = (ctx.payload && ctx.payload.listingUrl) || ctx.appUrl || '';
  const match = /[?&]v=([\w-]{6,})/.exec(link) || /youtu\.be\/([\w-]{6,})/.exec(link) || /\/shorts\/([\w-]{6,})/.exec(link);
  kit.expect(match, 'the link has no video id (v=…)');
  return match[1];
}

/**
 * A project past its daily quota gets 403 quotaExceeded (domain youtube.quota), which says nothing
 * about the key being wrong; the quota is reset at midnight Pacific time (developers.google.com/
 * youtube/v3/docs/errors, /youtube/v3/getting-started#quota).
 */
function quotaSpent(error) {
  const errors = (error && error.response && error.response.data && error.response.data.error && error.response.data.error.errors) || [];
  if (kit.httpStatus(error) !== 403 || !errors.some((e) => e && e.reason === 'quotaExceeded')) return error;
  const said = kit.serviceMessage(error);
  return new Error(`403: this API key has used up its daily YouTube quota${said ? `: "${said}"` : ''} (it is reset at midnight Pacific time; the card reads again then)`);
}

async function video(ctx) {
  const id = videoId(ctx);
  const api = kit.baseUrl(ctx.config.apiurl || 'https://www.googleapis.com');
  const body = await ctx.get(`${api}/youtube/v3/videos`, { params: { id, key: ctx.config.apiKey, part: 'snippet,statistics' } }).catch((error) => {
    throw quotaSpent(error);
  });
  kit.expect(body && Array.isArray(body.items) && body.items.length > 0, 'YouTube found no such video');
  return { id, item: body.items[0] };
}

Object.assign(global, kit.integration({
  test: video,
  fixes: { 400: 'check the YouTube Data API key', 403: 'check that the YouTube Data API is enabled for the key' },
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
