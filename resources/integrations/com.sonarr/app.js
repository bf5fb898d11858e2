// Sonarr (API v3, X-Api-Key): series, missing episodes and the download queue.
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
    const page = { headers, params: { page: 1, pageSize: 1 } };
    const [series, missing, queue] = await Promise.all([
      ctx.get(`${url}/api/v3/series`, { headers }),
      ctx.get(`${url}/api/v3/wanted/missing`, page),
      ctx.get(`${url}/api/v3/queue`, page),
    ]);
    kit.expect(Array.isArray(series), 'the series are not a list');
    return {
      values: {
        series: kit.formatCount(series.length),
        monitored: kit.formatCount(series.filter((s) => s.monitored).length),
        missing: kit.formatCount(missing && missing.totalRecords),
        queued: kit.formatCount(queue && queue.totalRecords),
        version: system.version,
        appUrl: url,
      },
    };
  },
}));
