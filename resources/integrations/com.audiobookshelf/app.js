// Audiobookshelf (2.x, Bearer API key or user token): books and podcasts of every library the
// key's user may open, with their total duration (seconds) and size (bytes).
const kit = require('@hearth/kit');

const fixes = { 401: 'check the API key; a key that expired or was deactivated is refused too' };

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { Authorization: `Bearer ${ctx.config.apiKey}` } };
}

/** The libraries the key's user may open: Audiobookshelf leaves the others out of the list. */
async function libraries(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/api/libraries`, { headers });
  kit.expect(body && Array.isArray(body.libraries), 'no libraries in /api/libraries');
  return body.libraries;
}

function add(total, value) {
  const n = Number(value);
  return Number.isFinite(n) ? total + n : total;
}

/**
 * Sums each library's stats by media type. The list has no counts; each library's own
 * /stats has them (the list's ?include=stats is 2.18+ and not in the published description).
 */
async function totals(ctx, list) {
  const { url, headers } = connection(ctx);
  const stats = await Promise.all(list.map((library) => ctx.get(`${url}/api/libraries/${encodeURIComponent(library.id)}/stats`, { headers })));
  const sums = { book: { items: 0, seconds: 0 }, podcast: { items: 0, seconds: 0 }, bytes: 0, tracks: 0, authors: 0 };
  list.forEach((library, i) => {
    const own = stats[i] || {};
    const kind = sums[library.mediaType];
    if (kind) {
      kind.items = add(kind.items, own.totalItems);
      kind.seconds = add(kind.seconds, own.totalDuration);
    }
    sums.bytes = add(sums.bytes, own.totalSize);
    sums.tracks = add(sums.tracks, own.numAudioTracks);
    sums.authors = add(sums.authors, own.totalAuthors);
  });
  return sums;
}

Object.assign(global, kit.integration({
  fixes,
  test: libraries,
  card: async (ctx) => {
    const list = await libraries(ctx);
    const sums = await totals(ctx, list);
    return {
      values: {
        books: kit.formatCount(sums.book.items),
        bookTime: kit.formatDuration(sums.book.seconds),
        podcasts: kit.formatCount(sums.podcast.items),
        podcastTime: kit.formatDuration(sums.podcast.seconds),
        libraries: kit.formatCount(list.length),
        authors: kit.formatCount(sums.authors),
        tracks: kit.formatCount(sums.tracks),
        size: kit.formatBytes(sums.bytes),
        appUrl: connection(ctx).url,
      },
    };
  },
}));
