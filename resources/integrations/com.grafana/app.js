// Grafana: /api/health, the server's statistics (/api/admin/stats, a server admin's) and the
// alerts of Grafana's own Alertmanager, signed in with Basic auth or a service account token.
const kit = require('@hearth/kit');

function connection(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const { username, password, apiKey } = ctx.config;
  if (apiKey) return { url, headers: { Authorization: `Bearer ${apiKey}` } };
  if (!username || !password) {
    const error = new Error('set the username and password of a Grafana server admin, or a service account token');
    error.explained = true;
    throw error;
  }
  return { url, auth: { username, password } };
}

async function health(ctx) {
  const { url } = connection(ctx);
  const body = await ctx.get(`${url}/api/health`);
  kit.expect(body && typeof body.version === 'string', 'no version in /api/health');
  return body;
}

async function stats(ctx) {
  const { url, headers, auth } = connection(ctx);
  const body = await ctx.get(`${url}/api/admin/stats`, { headers, auth });
  kit.expect(body && typeof body.dashboards === 'number', 'no dashboards count in /api/admin/stats');
  return body;
}

/** Alerts firing now: active, neither silenced nor inhibited, as Grafana's alert list shows them. */
async function firing(ctx) {
  const { url, headers, auth } = connection(ctx);
  const params = { active: true, silenced: false, inhibited: false };
  const body = await ctx.get(`${url}/api/alertmanager/grafana/api/v2/alerts`, { headers, auth, params });
  kit.expect(Array.isArray(body), 'no alert list from the Alertmanager API');
  return body.length;
}

Object.assign(global, kit.integration({
  // /api/health is public: the statistics are what prove the sign-in and the admin right.
  test: stats,
  card: async (ctx) => {
    const [server, counts, alerts] = await Promise.all([health(ctx), stats(ctx), firing(ctx)]);
    return {
      values: {
        dashboards: kit.formatCount(counts.dashboards),
        datasources: kit.formatCount(counts.datasources),
        alerts: kit.formatCount(alerts),
        users: kit.formatCount(counts.users),
        activeUsers: kit.formatCount(counts.activeUsers),
        orgs: kit.formatCount(counts.orgs),
        database: server.database,
        version: server.version,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
  fixes: {
    401: 'check the username and password or the token; Grafana blocks a login for 5 minutes after 5 failed sign-ins',
    403: (said) => (/server\.stats:read/.test(said) ? "the statistics need a Grafana server admin: use a server admin's username and password (a service account cannot be one)" : ''),
  },
}));
