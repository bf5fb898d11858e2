// Miniflux (API v1, X-Auth-Token): unread and read entries, feeds, and feeds whose last fetch failed.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: `${kit.baseUrl(ctx.appUrl)}/v1`, headers: { 'X-Auth-Token': String(ctx.config.apiKey || '').trim() } };
}

/** The counters are per feed ({feedID: n}), a feed without such entries left out: the totals are sums. */
function total(byFeed) {
  return Object.values(byFeed || {}).reduce((sum, n) => sum + (Number(n) || 0), 0);
}

async function counters(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/feeds/counters`, { headers });
  kit.expect(body && typeof body.unreads === 'object', 'no unread counters in /v1/feeds/counters');
  return { unread: total(body.unreads), read: total(body.reads) };
}

/** /v1/version came with 2.0.49; an older Miniflux answers 404, and the card shows no version. */
async function version(ctx) {
  const { url, headers } = connection(ctx);
  try {
    const body = await ctx.get(`${url}/version`, { headers });
    return body && typeof body.version === 'string' ? body.version : null;
  } catch (error) {
    if (kit.httpStatus(error) === 404) return null;
    throw error;
  }
}

Object.assign(global, kit.integration({
  test: counters,
  card: async (ctx) => {
    const { url, headers } = connection(ctx);
    const [counts, feeds, running] = await Promise.all([counters(ctx), ctx.get(`${url}/feeds`, { headers }), version(ctx)]);
    kit.expect(Array.isArray(feeds), 'no feed list from /v1/feeds');
    return {
      values: {
        unread: kit.formatCount(counts.unread),
        read: kit.formatCount(counts.read),
        feeds: kit.formatCount(feeds.length),
        failing: kit.formatCount(feeds.filter((f) => f.parsing_error_count > 0).length),
        disabled: kit.formatCount(feeds.filter((f) => f.disabled).length),
        version: running || kit.missing,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
  fixes: {
    401: 'check the API key (Settings, API Keys)',
  },
}));
