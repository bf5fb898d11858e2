// Jellyfin: /System/Info, /Items/Counts and /Sessions with an API key.
const kit = require('@hearth/kit');

function connection(ctx) {
  const key = ctx.config.apiKey;
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-Emby-Token': key, Authorization: `MediaBrowser Token="${key}"` } };
}

async function systemInfo(ctx) {
  const { url, headers } = connection(ctx);
  const info = await ctx.get(`${url}/System/Info`, { headers });
  kit.expect(info && info.Version, 'no version in /System/Info');
  return info;
}

Object.assign(global, kit.integration({
  test: systemInfo,
  card: async (ctx) => {
    const info = await systemInfo(ctx);
    const { url, headers } = connection(ctx);
    const counts = await ctx.get(`${url}/Items/Counts`, { headers });
    const sessions = await ctx.get(`${url}/Sessions`, { headers, params: { activeWithinSeconds: 300 } });
    kit.expect(counts && typeof counts.MovieCount === 'number', 'no item counts in /Items/Counts');
    kit.expect(Array.isArray(sessions), 'the sessions are not a list');
    return {
      values: {
        movies: kit.formatCount(counts.MovieCount),
        series: kit.formatCount(counts.SeriesCount),
        episodes: kit.formatNumber(counts.EpisodeCount),
        songs: kit.formatNumber(counts.SongCount),
        streams: kit.formatCount(sessions.filter((s) => s && s.NowPlayingItem).length),
        server: info.ServerName,
        version: info.Version,
        appUrl: url,
      },
    };
  },
}));
