// qBittorrent Web API v2: sign in for the SID cookie, then transfer info and the torrent list.
const kit = require('@hearth/kit');

const seedingStates = ['uploading', 'stalledUP', 'forcedUP', 'queuedUP', 'checkingUP'];
const leechingStates = ['downloading', 'stalledDL', 'forcedDL', 'queuedDL', 'metaDL', 'forcedMetaDL', 'checkingDL'];

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
    const [transfer, torrents] = await Promise.all([
      ctx.get(`${url}/api/v2/transfer/info`, { headers }),
      ctx.get(`${url}/api/v2/torrents/info`, { headers }),
    ]);
    kit.expect(transfer && typeof transfer.dl_info_speed === 'number', 'no speeds in /transfer/info');
    kit.expect(Array.isArray(torrents), 'the torrents are not a list');
    return {
      values: {
        download: kit.formatRate(transfer.dl_info_speed),
        upload: kit.formatRate(transfer.up_info_speed),
        torrents: kit.formatCount(torrents.length),
        seeding: kit.formatCount(torrents.filter((t) => seedingStates.includes(t.state)).length),
        leeching: kit.formatCount(torrents.filter((t) => leechingStates.includes(t.state)).length),
        appUrl: url,
      },
    };
  },
}));
