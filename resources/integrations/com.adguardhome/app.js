// AdGuard Home: /control/stats and /control/status with basic auth.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), auth: { username: ctx.config.username, password: ctx.config.password } };
}

async function status(ctx) {
  const { url, auth } = connection(ctx);
  const body = await ctx.get(`${url}/control/status`, { auth });
  kit.expect(body && 'protection_enabled' in body, 'no protection state in /control/status');
  return body;
}

Object.assign(global, kit.integration({
  test: status,
  card: async (ctx) => {
    const state = await status(ctx);
    const { url, auth } = connection(ctx);
    const stats = await ctx.get(`${url}/control/stats`, { auth });
    kit.expect(stats && typeof stats.num_dns_queries === 'number', 'no query counts in /control/stats');
    const percent = stats.num_dns_queries > 0 ? (stats.num_blocked_filtering / stats.num_dns_queries) * 100 : 0;
    return {
      values: {
        queries: kit.formatNumber(stats.num_dns_queries),
        blocked: kit.formatNumber(stats.num_blocked_filtering),
        percent: kit.formatPercent(percent),
        latency: `${Math.round((stats.avg_processing_time || 0) * 1000)} ms`,
        status: state.protection_enabled ? 'Enabled' : 'Disabled',
        version: state.version,
        appUrl: url,
      },
    };
  },
}));
