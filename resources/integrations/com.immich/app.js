// Immich: server statistics with an admin's API key (the /server path since v1.107, the older
// /server-info path before it).
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'x-api-key': ctx.config.apiKey, Accept: 'application/json' } };
}

async function statistics(ctx) {
  const { url, headers } = connection(ctx);
  let body;
  try {
    body = await ctx.get(`${url}/api/server/statistics`, { headers });
  } catch (error) {
    if (!error.response || error.response.status !== 404) throw error;
    body = await ctx.get(`${url}/api/server-info/statistics`, { headers });
  }
  kit.expect(body && typeof body.photos === 'number', 'no photo count in the statistics');
  return body;
}

/**
 * The statistics route is for admins (@Authenticated({ permission: ServerStatistics, admin: true })):
 * another user's key is a bare 403, and an admin's key whose permissions leave out
 * server.statistics is a 403 that names it (AuthService.authenticate).
 */
function forbidden(said) {
  if (/server\.statistics/.test(said)) return 'give the API key the server.statistics permission in Account Settings, API Keys';
  return 'the server statistics are for admins: use an API key of an admin';
}

Object.assign(global, kit.integration({
  test: statistics,
  fixes: { 403: forbidden },
  card: async (ctx) => {
    const stats = await statistics(ctx);
    const { url, headers } = connection(ctx);
    const version = await ctx.get(`${url}/api/server/version`, { headers }).catch(() => null);
    return {
      values: {
        photos: kit.formatNumber(stats.photos),
        videos: kit.formatNumber(stats.videos),
        storage: kit.formatBytes(stats.usage),
        users: kit.formatCount(Array.isArray(stats.usageByUser) ? stats.usageByUser.length : undefined),
        version: version ? `${version.major}.${version.minor}.${version.patch}` : '',
        appUrl: url,
      },
    };
  },
}));
