// UniFi Network: /api/stat/sites (each site's health), on a UniFi OS console or a classic controller.
const kit = require('@hearth/kit');

const osPrefix = '/proxy/network';

/**
 * A UniFi OS console answers its root page 200; a self-hosted controller redirects it to
 * /manage. The Network API then lives under /proxy/network on the console, at /api on the
 * controller, and the sign-in is /api/auth/login or /api/login.
 */
async function flavour(ctx, url) {
  const root = await ctx.get(`${url}/`, { full: true, maxRedirects: 0, validateStatus: () => true });
  return root.status === 200 ? { os: true, prefix: osPrefix, login: '/api/auth/login', logout: '/api/auth/logout' } : { os: false, prefix: '', login: '/api/login', logout: '/api/logout' };
}

function loginRefusal(response) {
  const body = response.data || {};
  const said = body.message || (body.meta && body.meta.msg) || '';
  if (response.status === 429) return kit.refused(`UniFi is limiting sign-ins${said ? `: "${said}"` : ''}. Wait a few minutes, then check the password.`, 429);
  if (/2fa|mfa|two.?factor|token.?required/i.test(JSON.stringify(body))) return kit.refused(`UniFi: ${kit.messages.twoFactorUnsupported}`, 401);
  return kit.refused(`UniFi refused the username or password${said ? `: "${said}"` : ''} (use a local account)`, 401);
}

/** Signs in: the session cookie, and on UniFi OS the CSRF token every call but a GET must carry. */
async function signIn(ctx, url, where) {
  const { username, password } = ctx.config;
  kit.expect(username, 'enter a username and password, or an API key');
  const response = await ctx.post(`${url}${where.login}`, { username, password: password || '', remember: false }, {
    full: true,
    validateStatus: () => true,
    headers: { 'Content-Type': 'application/json' },
  });
  if (response.status !== 200) throw loginRefusal(response);
  const session = kit.sessionCookie(response.headers['set-cookie']);
  kit.expect(session, 'UniFi sent no session cookie');
  return { cookie: session, csrf: response.headers['x-csrf-token'] || null };
}

async function signOut(ctx, url, where, session) {
  const headers = { Cookie: session.cookie };
  if (session.csrf) headers['X-CSRF-Token'] = session.csrf;
  await ctx.post(`${url}${where.logout}`, null, { headers }).catch(() => undefined);
}

/** The sites' health with an API key (UniFi OS only) or a session that is signed out again. */
async function readSites(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  if (ctx.config.apiKey) {
    return { url, body: await ctx.get(`${url}${osPrefix}/api/stat/sites`, { headers: { 'X-API-KEY': ctx.config.apiKey, Accept: 'application/json' } }) };
  }
  const where = await flavour(ctx, url);
  const session = await signIn(ctx, url, where);
  try {
    return { url, body: await ctx.get(`${url}${where.prefix}/api/stat/sites`, { headers: { Cookie: session.cookie } }) };
  } finally {
    await signOut(ctx, url, where, session);
  }
}

function pickSite(sites, wanted) {
  const name = (wanted || '').trim().toLowerCase();
  const site = name ? sites.find((s) => String(s.desc || '').toLowerCase() === name || String(s.name || '').toLowerCase() === name) : sites.find((s) => s.name === 'default') || sites[0];
  kit.expect(site, name ? `no site "${wanted}" (sites: ${sites.map((s) => s.desc || s.name).join(', ')})` : 'no sites in /api/stat/sites');
  return site;
}

/** A subsystem's health, or null where the site has no such devices ("unknown"). */
function subsystem(site, name) {
  const found = (site.health || []).find((entry) => entry.subsystem === name);
  return found && found.status !== 'unknown' ? found : null;
}

function sum(...values) {
  return values.reduce((total, value) => total + (typeof value === 'number' ? value : 0), 0);
}

Object.assign(global, kit.integration({
  fixes: { 401: 'check the API key (Network 9.0+ on UniFi OS), or use a username and password' },
  test: async (ctx) => pickSite((await readSites(ctx)).body.data || [], ctx.config.site),
  card: async (ctx) => {
    const { url, body } = await readSites(ctx);
    kit.expect(body && Array.isArray(body.data), 'no data in /api/stat/sites');
    const site = pickSite(body.data, ctx.config.site);
    const wan = subsystem(site, 'wan');
    const lan = subsystem(site, 'lan');
    const wlan = subsystem(site, 'wlan');
    const www = subsystem(site, 'www');
    const stats = wan && wan['gw_system-stats'];
    return {
      values: {
        site: site.desc || site.name,
        wan: wan ? (wan.status === 'ok' ? 'Up' : 'Down') : kit.missing,
        clients: lan || wlan ? kit.formatCount(sum(lan && lan.num_user, wlan && wlan.num_user)) : kit.missing,
        devices: kit.formatCount(sum(wan && wan.num_adopted, lan && lan.num_adopted, wlan && wlan.num_adopted)),
        uptime: stats ? kit.formatDuration(stats.uptime) : kit.missing,
        wired: lan ? kit.formatCount(lan.num_user) : kit.missing,
        wireless: wlan ? kit.formatCount(wlan.num_user) : kit.missing,
        guests: kit.formatCount(sum(lan && lan.num_guest, wlan && wlan.num_guest)),
        aps: wlan ? kit.formatCount(wlan.num_ap) : kit.missing,
        switches: lan ? kit.formatCount(lan.num_sw) : kit.missing,
        wanIp: wan && wan.wan_ip,
        isp: wan && wan.isp_name,
        latency: www && typeof www.latency === 'number' ? `${www.latency} ms` : kit.missing,
        gatewayCpu: stats ? kit.formatPercent(stats.cpu) : kit.missing,
        gatewayMemory: stats ? kit.formatPercent(stats.mem) : kit.missing,
        alarms: kit.formatCount(site.num_new_alarms || 0),
        appUrl: url,
      },
    };
  },
}));
