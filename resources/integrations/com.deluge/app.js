// Deluge's web UI JSON API (2.0 – 2.2): web.update_ui, signed in with the web UI password (a
// `_session_id` cookie, kept between card runs).
const kit = require('@hearth/kit');

// Deluge answers every call 200 {id, result, error}; error code 1 is "Not authenticated".
const notAuthenticated = 1;
let nextId = 1;

async function rpc(ctx, url, method, params, cookie) {
  const response = await ctx.post(`${url}/json`, { method, params, id: nextId++ }, {
    full: true,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  });
  const body = response.data;
  kit.expect(body && typeof body === 'object' && 'result' in body, `Deluge did not answer ${method} with JSON-RPC`);
  return { body, headers: response.headers };
}

function failed(method, error) {
  return new Error(`Deluge: ${method} failed (${error.message || `error ${error.code}`})`);
}

/** auth.login answers true (and sets the cookie) or false; each login is a session of its own. */
async function signIn(ctx, url) {
  kit.expect(ctx.config.password, 'enter the web UI password');
  const { body, headers } = await rpc(ctx, url, 'auth.login', [ctx.config.password]);
  if (body.error) throw failed('auth.login', body.error);
  if (body.result !== true) throw kit.refused('Deluge refused the web UI password', 401);
  const cookie = kit.sessionCookie(headers['set-cookie']);
  kit.expect(cookie, 'Deluge sent no session cookie');
  return cookie;
}

/**
 * A call with the session the card kept from its last run (sessions last an hour from their last
 * use), signing in again when Deluge no longer knows it. Where Hearth keeps nothing (a
 * connection test), the run ends its session when done.
 */
async function signedIn(ctx, url, method, params) {
  if (ctx.keep && ctx.kept) {
    const { body } = await rpc(ctx, url, method, params, ctx.kept);
    if (!body.error) return body.result;
    if (body.error.code !== notAuthenticated) throw failed(method, body.error);
  }
  let cookie;
  try {
    cookie = await signIn(ctx, url);
  } catch (error) {
    if (ctx.keep) ctx.keep(null);
    throw error;
  }
  if (ctx.keep) ctx.keep(cookie);
  try {
    const { body } = await rpc(ctx, url, method, params, cookie);
    if (body.error) throw failed(method, body.error);
    return body.result;
  } finally {
    if (!ctx.keep) await rpc(ctx, url, 'auth.delete_session', [], cookie).catch(() => undefined);
  }
}

/** The count of a state in the filter tree's [[state, count], …]. */
function stateCount(tree, state) {
  const found = Array.isArray(tree) ? tree.find((item) => Array.isArray(item) && item[0] === state) : null;
  return found ? found[1] : 0;
}

/**
 * `update_ui` with only `state` per torrent: the counts come from the filter tree, so the list
 * stays small. A web UI that is not connected to a daemon answers `connected: false` and nothing.
 */
async function updateUi(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const ui = await signedIn(ctx, url, 'web.update_ui', [['state'], {}]);
  kit.expect(ui && typeof ui === 'object', 'no answer from web.update_ui');
  if (ui.connected === false) throw new Error('the Deluge web UI is not connected to a Deluge daemon: connect it in its Connection Manager');
  kit.expect(ui.stats && typeof ui.stats.download_rate === 'number', 'no speeds in web.update_ui');
  return { url, ui };
}

Object.assign(global, kit.integration({
  fixes: { 401: 'check the web UI password' },
  test: async (ctx) => {
    await updateUi(ctx);
  },
  card: async (ctx) => {
    const { url, ui } = await updateUi(ctx);
    const states = ui.filters && ui.filters.state;
    const torrents = ui.torrents && typeof ui.torrents === 'object' ? Object.keys(ui.torrents).length : stateCount(states, 'All');
    return {
      values: {
        download: kit.formatRate(ui.stats.download_rate),
        upload: kit.formatRate(ui.stats.upload_rate),
        leeching: kit.formatCount(stateCount(states, 'Downloading')),
        seeding: kit.formatCount(stateCount(states, 'Seeding')),
        torrents: kit.formatCount(torrents),
        paused: kit.formatCount(stateCount(states, 'Paused')),
        queued: kit.formatCount(stateCount(states, 'Queued')),
        connections: kit.formatCount(ui.stats.num_connections),
        free: kit.formatBytes(ui.stats.free_space),
        appUrl: url,
      },
    };
  },
}));
