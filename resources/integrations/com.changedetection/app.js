// changedetection.io (API v1, x-api-key): watched pages, the changes not yet viewed, watches whose
// last check failed, and checks that are overdue.
const kit = require('@hearth/kit');

function connection(ctx) {
  const key = String(ctx.config.apiKey || '').trim();
  // An instance whose API access is not restricted takes no key at all.
  return { url: `${kit.baseUrl(ctx.appUrl)}/api/v1`, headers: key ? { 'x-api-key': key } : {} };
}

/** Every watch at once (the API has no paging), keyed by UUID. */
async function watches(ctx) {
  const { url, headers } = connection(ctx);
  const tag = String(ctx.config.tag || '').trim();
  const body = await ctx.get(`${url}/watch`, { headers, params: tag ? { tag } : undefined });
  kit.expect(body && typeof body === 'object' && !Array.isArray(body), 'no watch list from /api/v1/watch');
  return Object.values(body);
}

async function system(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/systeminfo`, { headers });
  kit.expect(body && typeof body.watch_count === 'number', 'no watch count in /api/v1/systeminfo');
  return body;
}

Object.assign(global, kit.integration({
  test: system,
  card: async (ctx) => {
    const [list, info] = await Promise.all([watches(ctx), system(ctx)]);
    // As the watch list marks them: a change is a second snapshot (last_changed > 0) not yet viewed.
    const unviewed = list.filter((w) => w.last_changed > 0 && !w.viewed).length;
    const failing = list.filter((w) => typeof w.last_error === 'string' && w.last_error !== '').length;
    const lastChecked = list.reduce((newest, w) => Math.max(newest, Number(w.last_checked) || 0), 0);
    return {
      values: {
        watches: kit.formatCount(list.length),
        unviewed: kit.formatCount(unviewed),
        failing: kit.formatCount(failing),
        overdue: kit.formatCount(Array.isArray(info.overdue_watches) ? info.overdue_watches.length : null),
        queued: kit.formatCount(info.queue_size),
        lastChecked: lastChecked > 0 ? kit.formatRelativeDate(lastChecked) : 'never',
        uptime: kit.formatDuration(info.uptime),
        version: info.version,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
  fixes: {
    403: 'check the API key (Settings, API)',
  },
}));
