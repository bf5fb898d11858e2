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

/**
 * Series and monitored series. Sonarr has no count for these, and its series list is the whole
 * library (about 3.5 KB a series with its seasons, past the runtime's 16 MB for a large one): it
 * is read as it streams in, never held. `monitored` is tallied on each series itself, not on its
 * seasons, which carry their own.
 */
async function library(ctx) {
  const { url, headers } = connection(ctx);
  const stream = await ctx.get(`${url}/api/v3/series`, { headers, responseType: 'stream' });
  const { items, values } = await kit.tallyItems(stream, 'monitored');
  return { series: items, monitored: values.true || 0 };
}

Object.assign(global, kit.integration({
  test: status,
  card: async (ctx) => {
    const system = await status(ctx);
    const { url, headers } = connection(ctx);
    const page = { headers, params: { page: 1, pageSize: 1 } };
    const [series, missing, queue] = await Promise.all([
      library(ctx),
      ctx.get(`${url}/api/v3/wanted/missing`, page),
      ctx.get(`${url}/api/v3/queue`, page),
    ]);
    return {
      values: {
        series: kit.formatCount(series.series),
        monitored: kit.formatCount(series.monitored),
        missing: kit.formatCount(missing && missing.totalRecords),
        queued: kit.formatCount(queue && queue.totalRecords),
        version: system.version,
        appUrl: url,
      },
    };
  },
}));
