// Navidrome through its Subsonic API (1.16.1): songs, albums, artists and what is playing now.
// It signs every call with u, t = md5(password + salt) and s, never sending the password, or with
// a token and salt made beforehand (as Homepage's widget takes them).
const { createHash, randomBytes } = require('crypto');
const kit = require('@hearth/kit');

/** Navidrome answers at most 500 albums a page (getAlbumList2 caps `size`). */
const albumPage = 500;
/** 200 pages is 100,000 albums: past that the count says "at least". */
const albumPagesAtMost = 200;

function signature(config) {
  const username = config.username;
  kit.expect(username, 'enter the Navidrome username, and its password (or a Subsonic token and salt)');
  if (config.password) {
    const salt = randomBytes(8).toString('hex');
    return { u: username, t: createHash('md5').update(config.password + salt, 'utf8').digest('hex'), s: salt };
  }
  kit.expect(config.token && config.salt, 'enter the password, or a Subsonic token with the salt it was made with');
  return { u: username, t: config.token, s: config.salt };
}

/**
 * A Subsonic call. Failures come back as HTTP 200 with status "failed" and a Subsonic error
 * code: 40 is a wrong username or password, 50 a user without the right; the rest are put in
 * Navidrome's own words.
 */
async function subsonic(ctx, sign, endpoint, params) {
  const url = kit.baseUrl(ctx.appUrl);
  const body = await ctx.get(`${url}/rest/${endpoint}`, { params: Object.assign({}, sign, { v: '1.16.1', c: 'hearth', f: 'json' }, params || {}) });
  const answer = body && typeof body === 'object' ? body['subsonic-response'] : undefined;
  kit.expect(answer && typeof answer === 'object', `no subsonic-response from /rest/${endpoint} (is this Navidrome?)`);
  if (answer.status === 'ok') return answer;
  const error = answer.error || {};
  if (error.code === 40) throw kit.refused('Navidrome refused the username or password (code 40): check them, or the token and its salt', 401);
  if (error.code === 50) throw kit.refused(`Navidrome: this user may not call ${endpoint} (code 50)`, 403);
  kit.expect(false, `Navidrome answered ${endpoint} with "${error.message || 'an error'}" (code ${error.code})`);
  return answer;
}

function asList(value) {
  return Array.isArray(value) ? value : value ? [value] : [];
}

/** Albums, a page at a time until a short page; a page that repeats the last one ends the count. */
async function albumCount(ctx, sign) {
  let total = 0;
  let previous = null;
  for (let page = 0; page < albumPagesAtMost; page += 1) {
    const answer = await subsonic(ctx, sign, 'getAlbumList2', { type: 'alphabeticalByName', size: albumPage, offset: page * albumPage });
    const albums = asList(answer.albumList2 && answer.albumList2.album);
    const first = albums.length > 0 ? albums[0].id : null;
    kit.expect(first === null || first !== previous, 'Navidrome answered the same page of albums twice');
    previous = first;
    total += albums.length;
    if (albums.length < albumPage) return { total, complete: true };
  }
  return { total, complete: false };
}

function nowPlayingList(entries) {
  if (entries.length === 0) return '<li class="hk-row"><span>Nothing is playing</span></li>';
  const items = entries.map((entry) => {
    const title = [entry.artist, entry.title].filter(Boolean).join(' – ') || 'Unknown';
    const who = [entry.username, entry.playerName].filter(Boolean).join(', ');
    return `<li class="hk-row"><span>${kit.escapeHtml(title)}</span><span>${kit.escapeHtml(who.trim())}</span></li>`;
  });
  return items.join('');
}

Object.assign(global, kit.integration({
  test: (ctx) => subsonic(ctx, signature(ctx.config), 'ping'),
  card: async (ctx) => {
    const sign = signature(ctx.config);
    // The first call alone, so a wrong password is tried once, not once per call.
    const scan = await subsonic(ctx, sign, 'getScanStatus');
    const [artists, albums, playing] = await Promise.all([
      subsonic(ctx, sign, 'getArtists'),
      albumCount(ctx, sign),
      subsonic(ctx, sign, 'getNowPlaying'),
    ]);
    const status = scan.scanStatus || {};
    const artistCount = asList(artists.artists && artists.artists.index).reduce((sum, index) => sum + asList(index.artist).length, 0);
    const entries = asList(playing.nowPlaying && playing.nowPlaying.entry);
    return {
      values: {
        // While a scan runs, Navidrome counts the songs it has scanned so far.
        songs: kit.formatCount(status.count) + (status.scanning ? '+' : ''),
        albums: kit.formatCount(albums.total) + (albums.complete ? '' : '+'),
        artists: kit.formatCount(artistCount),
        playing: kit.formatCount(entries.length),
        folders: kit.formatCount(status.folderCount),
        scanning: status.scanning ? 'Scanning now' : 'Idle',
        lastScan: status.lastScan ? kit.formatRelativeDate(status.lastScan) : kit.missing,
        nowPlaying: nowPlayingList(entries),
        version: scan.serverVersion || kit.missing,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
      html: ['nowPlaying'],
    };
  },
}));
