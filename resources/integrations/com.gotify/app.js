// Gotify server: applications, clients and messages, read with a client token (X-Gotify-Key).
const kit = require('@hearth/kit');

/** Gotify gives no message total: the pages are counted, up to this many messages. */
const countLimit = 1000;
/** The largest page /message allows (binding max=200). */
const pageSize = 200;

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-Gotify-Key': ctx.config.token } };
}

/**
 * Counts messages newest first, page by page. The next page is asked for with the `since` the
 * answer gives rather than by following `paging.next`: before 3.0 that is an absolute URL built
 * from the request's Host, which behind a reverse proxy may be an address Hearth cannot reach.
 */
async function messages(ctx) {
  const { url, headers } = connection(ctx);
  let since = 0;
  let counted = 0;
  let newest = null;
  const perApp = {};
  for (;;) {
    const params = since ? { limit: pageSize, since } : { limit: pageSize };
    const page = await ctx.get(`${url}/message`, { headers, params });
    kit.expect(page && Array.isArray(page.messages) && page.paging, 'no messages list in /message: is this Gotify?');
    if (!newest && page.messages.length > 0) newest = page.messages[0];
    for (const message of page.messages) perApp[message.appid] = (perApp[message.appid] || 0) + 1;
    counted += page.messages.length;
    if (!page.paging.next || !page.paging.since || counted >= countLimit) return { counted, more: Boolean(page.paging.next), newest, perApp };
    since = page.paging.since;
  }
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    const { url, headers } = connection(ctx);
    const apps = await ctx.get(`${url}/application`, { headers });
    kit.expect(Array.isArray(apps), 'no application list in /application: is this Gotify?');
  },
  card: async (ctx) => {
    const { url, headers } = connection(ctx);
    const [apps, clients, read, version] = await Promise.all([
      ctx.get(`${url}/application`, { headers }),
      ctx.get(`${url}/client`, { headers }),
      messages(ctx),
      ctx.get(`${url}/version`).catch(() => null),
    ]);
    kit.expect(Array.isArray(apps) && Array.isArray(clients), 'no application or client list: is this Gotify?');
    const names = {};
    for (const app of apps) names[app.id] = app.name;
    const perApp = apps
      .filter((app) => read.perApp[app.id])
      .map((app) => `<dt>${kit.escapeHtml(app.name)}</dt><dd>${kit.formatCount(read.perApp[app.id])}${read.more ? '+' : ''}</dd>`)
      .join('');
    const newest = read.newest;
    return {
      values: {
        messages: kit.formatCount(read.counted) + (read.more ? '+' : ''),
        apps: kit.formatCount(apps.length),
        clients: kit.formatCount(clients.length),
        latest: newest ? kit.formatRelativeDate(newest.date) : kit.missing,
        latestTitle: newest ? newest.title || newest.message : kit.missing,
        latestApp: newest ? names[newest.appid] : kit.missing,
        perApp,
        version: version && version.version,
        appUrl: url,
      },
      html: ['perApp'],
    };
  },
  fixes: { 401: 'check the token: it must be a client token (Gotify → Clients), an application token can only send messages' },
}));
