// wg-easy: the WireGuard clients, from v15's /api/client (accounts) or v14's /api/wireguard/client (one password).
const kit = require('@hearth/kit');

/**
 * WireGuard renews a handshake every two minutes while a peer sends traffic, so a client whose
 * last one is at most three minutes old is connected.
 */
const connectedWithinMs = 3 * 60 * 1000;

const fixes = {
  401: (said) => (/No Authorization|Not Logged In/i.test(said) ? 'enter the password' : 'check the username and password; an account with two-factor sign-in cannot be used (wg-easy refuses it Basic auth)'),
  404: 'no wg-easy API here: check the URL, and leave the username empty for wg-easy 14',
};

/** v15 reads Basic auth on every API call, so no session is made. */
async function clientsV15(ctx, url) {
  const { username, password } = ctx.config;
  return ctx.get(`${url}/api/client`, { auth: { username, password: password || '' } });
}

/** v14 signs in with its one password (an express-session cookie) and signs out again. */
async function clientsV14(ctx, url) {
  const login = await ctx.post(`${url}/api/session`, { password: ctx.config.password || '' }, { full: true, validateStatus: () => true, headers: { 'Content-Type': 'application/json' } });
  if (login.status === 401) throw kit.refused(`wg-easy refused the password${login.data && login.data.message ? `: "${login.data.message}"` : ''}`, 401);
  kit.expect(login.status === 200, `wg-easy answered the sign-in with HTTP ${login.status}`);
  const session = kit.sessionCookie(login.headers['set-cookie']);
  kit.expect(session, 'wg-easy sent no session cookie');
  try {
    return await ctx.get(`${url}/api/wireguard/client`, { headers: { Cookie: session } });
  } finally {
    await ctx.request('DELETE', `${url}/api/session`, { headers: { Cookie: session } }).catch(() => undefined);
  }
}

async function readClients(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const clients = ctx.config.username ? await clientsV15(ctx, url) : await clientsV14(ctx, url);
  kit.expect(Array.isArray(clients), 'no client list from wg-easy');
  return { url, clients };
}

function total(clients, key) {
  return clients.reduce((sum, client) => sum + (typeof client[key] === 'number' ? client[key] : 0), 0);
}

Object.assign(global, kit.integration({
  fixes,
  test: readClients,
  card: async (ctx) => {
    const { url, clients } = await readClients(ctx);
    const now = Date.now();
    const connected = clients.filter((client) => client.latestHandshakeAt && now - new Date(client.latestHandshakeAt).getTime() <= connectedWithinMs);
    const enabled = clients.filter((client) => client.enabled).length;
    return {
      values: {
        connected: kit.formatCount(connected.length),
        enabled: kit.formatCount(enabled),
        disabled: kit.formatCount(clients.length - enabled),
        total: kit.formatCount(clients.length),
        received: kit.formatBytes(total(clients, 'transferRx')),
        sent: kit.formatBytes(total(clients, 'transferTx')),
        names: connected.length > 0 ? connected.map((client) => client.name).join(', ') : kit.missing,
        appUrl: url,
      },
    };
  },
}));
