// Prowlarr (API v1, X-Api-Key): indexers, the ones Prowlarr has disabled after failures, and the
// queries and grabs of its indexer statistics.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-Api-Key': ctx.config.apiKey } };
}

async function status(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/api/v1/system/status`, { headers });
  kit.expect(body && body.version, 'no version in /api/v1/system/status');
  return body;
}

/**
 * Prowlarr keeps an indexer's status row after it recovers: an indexer is failing only while its
 * `disabledTill` is still ahead.
 */
function failing(statuses, now) {
  return (Array.isArray(statuses) ? statuses : []).filter((row) => row && row.disabledTill && Date.parse(row.disabledTill) > now).length;
}

/** The statistics are per indexer and, without a startDate, over all of Prowlarr's history. */
function totals(stats) {
  const sum = { numberOfQueries: 0, numberOfGrabs: 0, numberOfFailedQueries: 0, numberOfFailedGrabs: 0 };
  const indexers = stats && Array.isArray(stats.indexers) ? stats.indexers : [];
  for (const indexer of indexers) for (const key of Object.keys(sum)) sum[key] += Number(indexer[key]) || 0;
  return sum;
}

Object.assign(global, kit.integration({
  test: status,
  card: async (ctx) => {
    const system = await status(ctx);
    const { url, headers } = connection(ctx);
    const [indexers, statuses, stats] = await Promise.all([
      ctx.get(`${url}/api/v1/indexer`, { headers }),
      ctx.get(`${url}/api/v1/indexerstatus`, { headers }),
      ctx.get(`${url}/api/v1/indexerstats`, { headers }),
    ]);
    kit.expect(Array.isArray(indexers), 'no indexer list in /api/v1/indexer');
    const sum = totals(stats);
    return {
      values: {
        indexers: kit.formatCount(indexers.length),
        enabled: kit.formatCount(indexers.filter((indexer) => indexer && indexer.enable).length),
        failing: kit.formatCount(failing(statuses, Date.now())),
        queries: kit.formatCount(sum.numberOfQueries),
        grabs: kit.formatCount(sum.numberOfGrabs),
        failedQueries: kit.formatCount(sum.numberOfFailedQueries),
        failedGrabs: kit.formatCount(sum.numberOfFailedGrabs),
        version: system.version,
        appUrl: url,
      },
    };
  },
}));
