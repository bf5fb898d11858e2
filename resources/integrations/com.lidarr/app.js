// Lidarr (API v1, X-Api-Key): artists, missing albums, albums below their quality cutoff and the
// download queue.
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
 * Artists and monitored artists. Lidarr has no count for these and its artist list is the whole
 * library, each artist with its last and next album (which carry their own `monitored`): it is
 * read as it streams in, and `monitored` tallied on each artist itself.
 */
async function library(ctx) {
  const { url, headers } = connection(ctx);
  const stream = await ctx.get(`${url}/api/v1/artist`, { headers, responseType: 'stream' });
  const { items, values } = await kit.tallyItems(stream, 'monitored');
  return { artists: items, monitored: values.true || 0 };
}

/**
 * The queue's problems in words: Lidarr flags errors and warnings separately for downloads it
 * matched to an artist and for those it could not.
 */
function queueHealth(queue) {
  if (queue.errors || queue.unknownErrors) return 'Errors';
  if (queue.warnings || queue.unknownWarnings) return 'Warnings';
  return 'OK';
}

Object.assign(global, kit.integration({
  test: status,
  card: async (ctx) => {
    const system = await status(ctx);
    const { url, headers } = connection(ctx);
    // Only the totals are read: one album a page is the least Lidarr's paging allows.
    const page = { headers, params: { page: 1, pageSize: 1 } };
    const [artists, missing, cutoff, queue] = await Promise.all([
      library(ctx),
      ctx.get(`${url}/api/v1/wanted/missing`, page),
      ctx.get(`${url}/api/v1/wanted/cutoff`, page),
      ctx.get(`${url}/api/v1/queue/status`, { headers }),
    ]);
    kit.expect(queue && typeof queue.totalCount === 'number', 'no totalCount in /api/v1/queue/status');
    return {
      values: {
        artists: kit.formatCount(artists.artists),
        monitored: kit.formatCount(artists.monitored),
        missing: kit.formatCount(missing && missing.totalRecords),
        cutoff: kit.formatCount(cutoff && cutoff.totalRecords),
        queued: kit.formatCount(queue.totalCount),
        unmatched: kit.formatCount(queue.unknownCount),
        queueHealth: queueHealth(queue),
        version: system.version,
        appUrl: url,
      },
    };
  },
}));
