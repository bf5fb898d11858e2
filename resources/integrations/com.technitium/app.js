// Technitium DNS Server web API: the dashboard's stats, read with an API token or a session.
const kit = require('@hearth/kit');

const ranges = ['LastHour', 'LastDay', 'LastWeek', 'LastMonth'];

/**
 * Technitium answers every call 200 with a `status`; a refusal is `invalid-token` (a wrong or
 * ended token) or `error` with its own words. The web service speaks nothing else, so these are
 * turned into Hearth's refusals here.
 */
function checked(body, what) {
  kit.expect(body && typeof body.status === 'string', `no status in ${what}`);
  if (body.status === 'ok') return body;
  if (body.status === 'invalid-token') throw kit.refused('Technitium refused the token: "Invalid token or session expired." (check the API token)', 401);
  if (body.status === '2fa-required') throw kit.refused(`Technitium: ${kit.messages.twoFactorUnsupported}, or use an API token`, 401);
  const said = body.errorMessage || 'an error';
  // Five failed sign-ins from one address block it for five minutes (AuthManager).
  if (/attempts exceeded/i.test(said)) throw kit.refused(`Technitium: "${said}" Wait, then check the password.`, 429);
  if (/invalid username or password/i.test(said)) throw kit.refused(`Technitium refused the username or password: "${said}"`, 401);
  throw kit.refused(`Technitium answered "${said}"`, 400);
}

/**
 * A token goes in `Authorization: Bearer`, which 15.0 and later read; before 15.0 only the
 * `token` parameter counts, so a token refused in the header is tried once that way.
 */
async function call(ctx, url, path, token, params) {
  const get = (options) => ctx.get(`${url}${path}`, options).then((body) => checked(body, path));
  try {
    return await get({ headers: { Authorization: `Bearer ${token}` }, params });
  } catch (error) {
    if (error.refusal !== 401) throw error;
    return get({ params: Object.assign({ token }, params) });
  }
}

/** Signs in (form data, so the password is not in a URL) and answers the session token. */
async function signIn(ctx, url) {
  const { username, password } = ctx.config;
  const form = `user=${encodeURIComponent(username)}&pass=${encodeURIComponent(password || '')}`;
  const body = checked(await ctx.post(`${url}/api/user/login`, form, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), '/api/user/login');
  kit.expect(typeof body.token === 'string', 'no token in the sign-in answer');
  return body.token;
}

/** Runs `work` with a token: the API token, or a session that is logged out again afterwards. */
async function withToken(ctx, work) {
  const url = kit.baseUrl(ctx.appUrl);
  if (ctx.config.token) return work(url, ctx.config.token);
  kit.expect(ctx.config.username, 'enter an API token, or a username and password');
  const session = await signIn(ctx, url);
  try {
    return await work(url, session);
  } finally {
    await ctx.get(`${url}/api/user/logout`, { headers: { Authorization: `Bearer ${session}` }, params: { token: session } }).catch(() => undefined);
  }
}

function percentOf(part, whole) {
  return whole > 0 ? kit.formatPercent((100 * part) / whole) : kit.missing;
}

Object.assign(global, kit.integration({
  test: (ctx) => withToken(ctx, (url, token) => call(ctx, url, '/api/dashboard/stats/get', token, { type: 'LastHour', utc: true })),
  card: async (ctx) => {
    const range = ranges.includes(ctx.config.range) ? ctx.config.range : 'LastHour';
    const { url, body } = await withToken(ctx, async (url, token) => ({ url, body: await call(ctx, url, '/api/dashboard/stats/get', token, { type: range, utc: true }) }));
    const stats = body.response && body.response.stats;
    kit.expect(stats && typeof stats.totalQueries === 'number', 'no stats in /api/dashboard/stats/get');
    const all = stats.totalQueries;
    return {
      values: {
        queries: kit.formatNumber(all),
        blocked: kit.formatNumber(stats.totalBlocked),
        blockedShare: percentOf(stats.totalBlocked, all),
        cached: kit.formatNumber(stats.totalCached),
        clients: kit.formatCount(stats.totalClients),
        noError: kit.formatCount(stats.totalNoError),
        serverFailure: kit.formatCount(stats.totalServerFailure),
        nxDomain: kit.formatCount(stats.totalNxDomain),
        refused: kit.formatCount(stats.totalRefused),
        authoritative: kit.formatCount(stats.totalAuthoritative),
        recursive: kit.formatCount(stats.totalRecursive),
        dropped: kit.formatCount(stats.totalDropped),
        zones: kit.formatCount(stats.zones),
        blockListZones: kit.formatCount(stats.blockListZones),
        period: { LastHour: 'last hour', LastDay: 'last day', LastWeek: 'last week', LastMonth: 'last month' }[range],
        appUrl: url,
      },
    };
  },
}));
