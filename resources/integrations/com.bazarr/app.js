// Bazarr (its /api, X-API-KEY): episodes and movies wanting subtitles, throttled providers and
// health issues.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-API-KEY': ctx.config.apiKey } };
}

async function status(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/api/system/status`, { headers });
  kit.expect(body && body.data && body.data.bazarr_version, 'no bazarr_version in /api/system/status');
  return body.data;
}

/**
 * How many episodes or movies want subtitles. Without `length` Bazarr answers every one of them
 * (length -1); one record is the least that still carries `total`.
 */
async function wanted(ctx, kind) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/api/${kind}/wanted`, { headers, params: { start: 0, length: 1 } });
  kit.expect(body && typeof body.total === 'number', `no total in /api/${kind}/wanted`);
  return body.total;
}

/** Bazarr's badges say "LIVE" while its SignalR feed from Sonarr or Radarr is connected, "" otherwise. */
function feed(value) {
  return value === 'LIVE' ? 'Live' : 'Not connected';
}

Object.assign(global, kit.integration({
  test: status,
  fixes: { 401: 'check the API key in Bazarr, Settings, General, Security' },
  card: async (ctx) => {
    const system = await status(ctx);
    const { url, headers } = connection(ctx);
    const [episodes, movies, badges] = await Promise.all([
      wanted(ctx, 'episodes'),
      wanted(ctx, 'movies'),
      ctx.get(`${url}/api/badges`, { headers }),
    ]);
    return {
      values: {
        episodes: kit.formatCount(episodes),
        movies: kit.formatCount(movies),
        providers: kit.formatCount(badges && badges.providers),
        issues: kit.formatCount(badges && badges.status),
        sonarr: feed(badges && badges.sonarr_signalr),
        radarr: feed(badges && badges.radarr_signalr),
        version: system.bazarr_version,
        appUrl: url,
      },
    };
  },
}));
