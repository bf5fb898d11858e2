// Transmission RPC (3.00 – 4.1), in the old protocol 4.1 still answers: session statistics and
// each torrent's status, signed in with Basic auth when the RPC has a password.
const kit = require('@hearth/kit');

const sessionHeader = 'X-Transmission-Session-Id';
// torrent-get `status`: 4 downloading, 6 seeding (docs/rpc-spec.md).
const downloading = 4;
const seeding = 6;

const fixes = { 401: 'check the username and password', 421: 'Transmission does not know this host name: set a password on the RPC, or add the name to rpc-host-whitelist' };

function rpcAddress(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const path = String(ctx.config.rpcUrl || '/transmission/').trim();
  return { url, rpc: `${url}/${path.replace(/^\/+|\/+$/g, '')}/rpc` };
}

/**
 * One RPC call. Transmission answers 409 with the id it wants in X-Transmission-Session-Id
 * (against cross-site requests) until a request carries it; the id changes every hour and at a
 * restart. The card keeps the last id it was given, so a refresh costs one request, not two.
 */
async function call(ctx, state, method, args) {
  const auth = ctx.config.username || ctx.config.password ? { username: ctx.config.username || '', password: ctx.config.password || '' } : undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await ctx.post(state.rpc, { method, arguments: args || {} }, {
      full: true,
      ...(auth ? { auth } : {}),
      headers: state.id ? { [sessionHeader]: state.id } : {},
      validateStatus: (status) => (status >= 200 && status < 300) || status === 409,
    });
    if (response.status === 409) {
      const id = response.headers[sessionHeader.toLowerCase()];
      kit.expect(id, 'Transmission answered 409 without a session id');
      state.id = String(id);
      continue;
    }
    const body = response.data;
    kit.expect(body && typeof body === 'object', `Transmission did not answer ${method} with JSON`);
    kit.expect(body.result === 'success', `Transmission answered ${method} with "${body.result}"`);
    return body.arguments || {};
  }
  return kit.expect(false, 'Transmission asked for a new session id twice in a row');
}

async function read(ctx) {
  const state = { ...rpcAddress(ctx), id: ctx.kept || null };
  const stats = await call(ctx, state, 'session-stats');
  kit.expect(typeof stats.downloadSpeed === 'number', 'no speeds in session-stats');
  const list = await call(ctx, state, 'torrent-get', { fields: ['status'] });
  const torrents = Array.isArray(list.torrents) ? list.torrents : [];
  if (ctx.keep) ctx.keep(state.id);
  return {
    url: state.url,
    stats,
    leeching: torrents.filter((t) => t.status === downloading).length,
    seeding: torrents.filter((t) => t.status === seeding).length,
  };
}

Object.assign(global, kit.integration({
  fixes,
  test: (ctx) => call(ctx, { ...rpcAddress(ctx), id: null }, 'session-stats'),
  card: async (ctx) => {
    const { url, stats, leeching, seeding: seeds } = await read(ctx);
    const total = stats['cumulative-stats'] || {};
    return {
      values: {
        download: kit.formatRate(stats.downloadSpeed),
        upload: kit.formatRate(stats.uploadSpeed),
        leeching: kit.formatCount(leeching),
        seeding: kit.formatCount(seeds),
        torrents: kit.formatCount(stats.torrentCount),
        active: kit.formatCount(stats.activeTorrentCount),
        paused: kit.formatCount(stats.pausedTorrentCount),
        downloaded: kit.formatBytes(total.downloadedBytes),
        uploaded: kit.formatBytes(total.uploadedBytes),
        appUrl: url,
      },
    };
  },
}));
