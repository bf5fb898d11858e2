// qBittorrent WebUI API v2: transfer info and the torrent list, signed in with the WebUI account
// (a session cookie, kept between card runs) or, from 5.2, with an API key.
const kit = require('@hearth/kit');

const seedingStates = ['uploading', 'stalledUP', 'forcedUP', 'queuedUP', 'checkingUP'];
const leechingStates = ['downloading', 'stalledDL', 'forcedDL', 'queuedDL', 'metaDL', 'forcedMetaDL', 'checkingDL'];

/** `"state":"uploading"` or any of the given states, as qBittorrent writes a torrent (compact JSON). */
function stateIs(states) {
  return new RegExp(`"state":\\s*"(?:${states.join('|')})"`, 'g');
}

/**
 * The torrent list is every torrent with some sixty fields (about 1.5 KB each): it is counted as
 * it streams in, never held. `state` is a key of the torrent itself only, and a quote inside a
 * name or comment is escaped, so the patterns match torrents and nothing else.
 */
async function torrentCounts(url, ctx, headers) {
  const stream = await ctx.get(`${url}/api/v2/torrents/info`, { headers, responseType: 'stream' });
  return kit.countInStream(stream, {
    torrents: /"state":\s*"/g,
    seeding: stateIs(seedingStates),
    leeching: stateIs(leechingStates),
  }, 64);
}

/**
 * Signs in and answers the session's name=value. Up to 5.1 a good password answers 200 "Ok." and
 * a wrong one 200 "Fails."; from 5.2 a good one answers 204 with no body and a wrong one 401. Each
 * failure counts towards a ban of the address (5 in a row: an hour by default), answered 403.
 */
async function signIn(ctx, url) {
  const { username, password } = ctx.config;
  kit.expect(username, 'enter the WebUI username and password, or an API key (qBittorrent 5.2+)');
  const form = `username=${encodeURIComponent(username || '')}&password=${encodeURIComponent(password || '')}`;
  const response = await ctx.post(`${url}/api/v2/auth/login`, form, {
    full: true,
    validateStatus: () => true,
    // qBittorrent refuses a sign-in whose Referer is not its own address.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: url },
  });
  const body = typeof response.data === 'string' ? response.data.trim() : '';
  if (response.status === 403) throw kit.refused(`qBittorrent: ${body || 'Forbidden'} Wait for the ban to end (an hour by default) or restart qBittorrent, then check the password.`, 403);
  if (response.status === 401 || body === 'Fails.') throw kit.refused('qBittorrent refused the username or password', 401);
  kit.expect(response.status === 204 || (response.status === 200 && body === 'Ok.'), `qBittorrent answered the sign-in with HTTP ${response.status}`);
  // The cookie's name depends on the version ("SID", renamable from 4.6, "QBT_SID_<port>" from
  // 5.2): send back whatever name=value the login set.
  const session = kit.sessionCookie(response.headers['set-cookie']);
  kit.expect(session, 'qBittorrent sent no session cookie');
  return session;
}

async function signOut(ctx, url, session) {
  await ctx.post(`${url}/api/v2/auth/logout`, '', { headers: { Cookie: session, Referer: url } }).catch(() => undefined);
}

/** A 403 on a call means no session: the key is wrong, or a kept session has ended. */
function forbidden(error) {
  return Boolean(error && error.response && error.response.status === 403);
}

/**
 * Runs `work` with headers that sign it in. An API key needs no session. Otherwise a card reuses
 * the session it kept from its last run: a sign-in is a PBKDF2 hash on the service and a session
 * of its own, so signing in at every refresh (and never out) was the most load Hearth could put
 * on it. A kept session that has ended (timeout, restart) answers 403 and is replaced. Where
 * Hearth keeps nothing (a connection test), the run signs out when done.
 */
async function withSession(ctx, work) {
  const url = kit.baseUrl(ctx.appUrl);
  const apiKey = ctx.config.apiKey;
  if (apiKey) {
    try {
      return await work(url, { Authorization: `Bearer ${apiKey}` });
    } catch (error) {
      if (forbidden(error)) throw kit.refused('qBittorrent refused the API key (API keys need qBittorrent 5.2 or later)', 403);
      throw error;
    }
  }
  const headers = (session) => ({ Cookie: session, Referer: url });
  if (ctx.keep && ctx.kept) {
    try {
      return await work(url, headers(ctx.kept));
    } catch (error) {
      if (!forbidden(error)) throw error;
    }
  }
  let session;
  try {
    session = await signIn(ctx, url);
  } catch (error) {
    if (ctx.keep) ctx.keep(null);
    throw error;
  }
  if (ctx.keep) {
    ctx.keep(session);
    return work(url, headers(session));
  }
  try {
    return await work(url, headers(session));
  } finally {
    await signOut(ctx, url, session);
  }
}

Object.assign(global, kit.integration({
  test: (ctx) => withSession(ctx, (url, headers) => ctx.get(`${url}/api/v2/transfer/info`, { headers })),
  card: async (ctx) => {
    const { url, transfer, counts } = await withSession(ctx, async (url, headers) => {
      const [transfer, counts] = await Promise.all([ctx.get(`${url}/api/v2/transfer/info`, { headers }), torrentCounts(url, ctx, headers)]);
      return { url, transfer, counts };
    });
    kit.expect(transfer && typeof transfer.dl_info_speed === 'number', 'no speeds in /transfer/info');
    return {
      values: {
        download: kit.formatRate(transfer.dl_info_speed),
        upload: kit.formatRate(transfer.up_info_speed),
        torrents: kit.formatCount(counts.torrents),
        seeding: kit.formatCount(counts.seeding),
        leeching: kit.formatCount(counts.leeching),
        appUrl: url,
      },
    };
  },
}));
