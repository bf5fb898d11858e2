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

/**
 * Movies and movies on disk. Radarr has no count for these, and its movie list is the whole
 * library (about 3.5 KB a movie, 35 MB for 10,000): it is counted as it streams in, never held.
 * `hasFile` is a key of the movie itself only (OpenAPI MovieResource); inside text a quote is
 * escaped, so the pattern cannot match a movie's overview.
 */
async function library(ctx) {
  const { url, headers } = connection(ctx);
  const stream = await ctx.get(`${url}/api/v3/movie`, { headers, responseType: 'stream', params: { excludeLocalCovers: true } });
  return kit.countInStream(stream, { movies: /"hasFile":\s*(?:true|false|null)/g, onDisk: /"hasFile":\s*true/g }, 32);
}

/** Monitored movies without a file, counted by Radarr (5.6+); older versions answer 404. */
async function missing(ctx) {
  const { url, headers } = connection(ctx);
  try {
    const page = await ctx.get(`${url}/api/v3/wanted/missing`, { headers, params: { page: 1, pageSize: 1, monitored: true } });
    return page && typeof page.totalRecords === 'number' ? page.totalRecords : null;
  } catch (error) {
    if (error && error.response && error.response.status === 404) return null;
    throw error;
  }
}

Object.assign(global, kit.integration({
  test: status,
  card: async (ctx) => {
    const system = await status(ctx);
    const { url, headers } = connection(ctx);
    const [counts, missingMovies, queue] = await Promise.all([
      library(ctx),
      missing(ctx),
      ctx.get(`${url}/api/v3/queue`, { headers, params: { page: 1, pageSize: 1 } }),
    ]);
    return {
      values: {
        movies: kit.formatCount(counts.movies),
        downloaded: kit.formatCount(counts.onDisk),
        missing: kit.formatCount(missingMovies),
        queued: kit.formatCount(queue && queue.totalRecords),
        version: system.version,
        appUrl: url,
      },
    };
  },
}));
