// Komga (1.19+, REST API v1): libraries, series and books, and books by read status, counted
// from the search endpoints' page totals. An API key (1.20+) or the account's email and password.
const kit = require('@hearth/kit');

const fixes = { 401: 'check the API key, or the email and password' };

function signIn(config) {
  const headers = { Accept: 'application/json' };
  if (config.apiKey) return { headers: Object.assign(headers, { 'X-API-Key': config.apiKey }) };
  kit.expect(config.username && config.password, 'enter an API key, or the email and password of a Komga account');
  return { headers, auth: { username: config.username, password: config.password } };
}

/**
 * How many series or books match: one item a page is asked for, and the page's totalElements
 * counts them all. POST …/list replaced the GET lists in 1.19.0; the body is required.
 */
async function count(ctx, url, kind, condition) {
  const page = await ctx.post(`${url}/api/v1/${kind}/list`, condition ? { condition } : {}, Object.assign({ params: { size: 1 } }, signIn(ctx.config)));
  kit.expect(page && typeof page.totalElements === 'number', `no totalElements in /api/v1/${kind}/list`);
  return page.totalElements;
}

const readStatus = (value) => ({ readStatus: { operator: 'is', value } });

async function libraries(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const list = await ctx.get(`${url}/api/v1/libraries`, signIn(ctx.config));
  kit.expect(Array.isArray(list), 'no library list in /api/v1/libraries');
  return { url, list };
}

Object.assign(global, kit.integration({
  fixes,
  test: libraries,
  card: async (ctx) => {
    const { url, list } = await libraries(ctx);
    const [series, books, unread, reading] = await Promise.all([
      count(ctx, url, 'series'),
      count(ctx, url, 'books'),
      count(ctx, url, 'books', readStatus('UNREAD')),
      count(ctx, url, 'books', readStatus('IN_PROGRESS')),
    ]);
    // A library whose folder is gone stays listed as unavailable; Homepage leaves it out too.
    const available = list.filter((library) => !library.unavailable).length;
    return {
      values: {
        libraries: kit.formatCount(available),
        series: kit.formatCount(series),
        books: kit.formatCount(books),
        unread: kit.formatCount(unread),
        reading: kit.formatCount(reading),
        unavailable: kit.formatCount(list.length - available),
        appUrl: url,
      },
    };
  },
}));
