// qBittorrent Web API v2: sign in for the SID cookie, then transfer info and the torrent list.
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

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const form = `username=${encodeURIComponent(ctx.config.username || '')}&password=${encodeURIComponent(ctx.config.password || '')}`;
  const response = await ctx.post(`${url}/api/v2/auth/login`, form, {
    full: true,
    // qBittorrent refuses a sign-in whose Referer is not its own address.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: url },
  });
  // A wrong password is a 200 "Fails." answer, not an HTTP error.
  kit.expect(String(response.data).trim() === 'Ok.', 'qBittorrent refused the username or password');
  // The cookie's name depends on the version ("SID", renamable from 4.5, "QBT_SID_<port>" from
  // 5.2): send back whatever name=value the login set.
  const session = kit.sessionCookie(response.headers['set-cookie']);
  kit.expect(session, 'qBittorrent sent no session cookie');
  return { url, headers: { Cookie: session, Referer: url } };
}

Object.assign(global, kit.integration({
  test: signIn,
  card: async (ctx) => {
    const { url, headers } = await signIn(ctx);
    const [transfer, counts] = await Promise.all([
      ctx.get(`${url}/api/v2/transfer/info`, { headers }),
      torrentCounts(url, ctx, headers),
    ]);
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
