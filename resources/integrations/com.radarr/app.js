// Radarr (API v3, X-Api-Key): movies, monitored movies not yet on disk, and the download queue.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-Api-Key': ctx.config.apiKey } };
}

async function status(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/api/v3/system/status`, { headers });
  kit.expect(body && body.version, 'no version in /api/v3/system/status');
  return body;
}

Object.assign(global, kit.integration({
  test: status,
  card: async (ctx) => {
    const system = await status(ctx);
    const { url, headers } = connection(ctx);
    const [movies, queue] = await Promise.all([
      ctx.get(`${url}/api/v3/movie`, { headers }),
      ctx.get(`${url}/api/v3/queue`, { headers, params: { page: 1, pageSize: 1 } }),
    ]);
    kit.expect(Array.isArray(movies), 'the movies are not a list');
    return {
      values: {
        movies: kit.formatCount(movies.length),
        downloaded: kit.formatCount(movies.filter((m) => m.hasFile).length),
        missing: kit.formatCount(movies.filter((m) => m.monitored && !m.hasFile).length),
        queued: kit.formatCount(queue && queue.totalRecords),
        version: system.version,
        appUrl: url,
      },
    };
  },
}));
