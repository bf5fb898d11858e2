// Pi-hole: v6's REST API (a session from /api/auth, then /api/stats/summary), or v5's api.php
// with its API token. The link may point at the admin page; the API lives beside it.
const kit = require('@hearth/kit');

function root(ctx) {
  return kit.baseUrl(ctx.appUrl).replace(/\/admin$/i, '');
}

/**
 * Pi-hole's own words for a refused sign-in (src/api/auth.c): its {error: {message, hint}}. With
 * two-factor sign-in on, the web password alone is a 400 "No 2FA token found in JSON payload":
 * Hearth cannot type a code, and an app password needs none. Every refusal of the credentials,
 * or of the rate, makes the card back off.
 */
function signInFailure(error) {
  const status = error && error.response ? error.response.status : 0;
  const problem = error && error.response && error.response.data && error.response.data.error;
  if (status === 400 && problem && /2FA token/i.test(problem.message)) {
    return kit.refused('Pi-hole asks for a two-factor code, which Hearth cannot give: use an app password instead (Pi-hole: Settings → Web interface / API, expert mode, Configure app password)', 401);
  }
  if (problem && typeof problem.message === 'string' && kit.refusalStatus(error)) {
    return kit.refused(`Pi-hole: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`, status);
  }
  return error;
}

async function version6(ctx) {
  const url = root(ctx);
  // The field is always sent: a login without one is a 400, not a refusal of the password.
  const auth = await ctx.post(`${url}/api/auth`, { password: ctx.config.password || '' }).catch((error) => {
    throw signInFailure(error);
  });
  kit.expect(auth && auth.session && auth.session.valid, 'Pi-hole refused the password');
  const headers = { 'X-FTL-SID': auth.session.sid };
  try {
    const summary = await ctx.get(`${url}/api/stats/summary`, { headers });
    const blocking = await ctx.get(`${url}/api/dns/blocking`, { headers });
    kit.expect(summary && summary.queries, 'no query counts in the summary');
    const q = summary.queries;
    return { queries: q.total, blocked: q.blocked, percent: q.percent_blocked, domains: summary.gravity && summary.gravity.domains_being_blocked, enabled: blocking && blocking.blocking === 'enabled' };
  } finally {
    // Pi-hole keeps few sessions: give this one back.
    await ctx.request('DELETE', `${url}/api/auth`, { headers }).catch(() => undefined);
  }
}

async function version5(ctx) {
  const url = root(ctx);
  const body = await ctx.get(`${url}/admin/api.php`, { params: { summaryRaw: '', auth: ctx.config.password || '' } });
  // v5 answers a wrong token with an empty list instead of an error.
  kit.expect(body && !Array.isArray(body) && 'dns_queries_today' in body, 'Pi-hole sent no summary (check the API token)');
  return { queries: body.dns_queries_today, blocked: body.ads_blocked_today, percent: body.ads_percentage_today, domains: body.domains_being_blocked, enabled: body.status === 'enabled' };
}

function summary(ctx) {
  return String(ctx.config.version) === '5' ? version5(ctx) : version6(ctx);
}

Object.assign(global, kit.integration({
  test: summary,
  card: async (ctx) => {
    const s = await summary(ctx);
    return {
      values: {
        queries: kit.formatNumber(s.queries),
        blocked: kit.formatNumber(s.blocked),
        percent: kit.formatPercent(s.percent),
        domains: kit.formatCount(s.domains),
        status: s.enabled ? 'Enabled' : 'Disabled',
        appUrl: root(ctx) + '/admin',
      },
    };
  },
}));
