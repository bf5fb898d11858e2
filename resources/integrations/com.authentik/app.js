// authentik (API v3, Bearer API token): users, sign-ins and failed sign-ins in the last 24 hours,
// and open sessions.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: `${kit.baseUrl(ctx.appUrl)}/api/v3`, headers: { Authorization: `Bearer ${String(ctx.config.apiKey || '').trim()}` } };
}

/** A list's whole count from authentik's pagination, asking for one item only. */
async function count(ctx, path) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}${path}`, { headers, params: { page_size: 1 } });
  kit.expect(body && body.pagination && typeof body.pagination.count === 'number', `no pagination count in ${path}`);
  return body.pagination.count;
}

/** Events of one action in the last day: the volume endpoint counts them per six-hour bucket. */
async function lastDay(ctx, action) {
  const { url, headers } = connection(ctx);
  const buckets = await ctx.get(`${url}/events/events/volume/`, { headers, params: { action, history_days: 1 } });
  kit.expect(Array.isArray(buckets), 'no event volume from /api/v3/events/events/volume/');
  return buckets.filter((b) => b.action === action).reduce((sum, b) => sum + (Number(b.count) || 0), 0);
}

Object.assign(global, kit.integration({
  test: (ctx) => count(ctx, '/core/users/'),
  card: async (ctx) => {
    const [users, logins, failed, sessions] = await Promise.all([
      count(ctx, '/core/users/'),
      lastDay(ctx, 'login'),
      lastDay(ctx, 'login_failed'),
      count(ctx, '/core/authenticated_sessions/'),
    ]);
    return {
      values: {
        users: kit.formatCount(users),
        logins: kit.formatCount(logins),
        failed: kit.formatCount(failed),
        sessions: kit.formatCount(sessions),
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
  fixes: {
    // authentik answers 403, not 401, for a token it does not know.
    403: (said) => (/token|authentication/i.test(said) ? 'check the API token: its intent must be API, and it must not have expired' : ''),
  },
}));
