// Uptime Kuma: a public status page's monitors and their latest heartbeats (no key needed).
const kit = require('@hearth/kit');

const statusNames = { 0: 'Down', 1: 'Up', 2: 'Pending', 3: 'Maintenance' };

function page(ctx) {
  const slug = String(ctx.config.slug || '').trim();
  kit.expect(/^[\w-]+$/.test(slug), 'the status page slug may hold letters, digits, - and _ only');
  return { url: kit.baseUrl(ctx.appUrl), slug };
}

async function statusPage(ctx) {
  const { url, slug } = page(ctx);
  const body = await ctx.get(`${url}/api/status-page/${slug}`);
  kit.expect(body && Array.isArray(body.publicGroupList), 'no monitor groups on the status page');
  return body;
}

function monitorRows(monitors, latest) {
  return monitors.map((m) => {
    const name = statusNames[latest(m.id)] || 'Unknown';
    return `<li class="hk-row"><span>${kit.escapeHtml(m.name)}</span><span class="hk-badge hk-${name.toLowerCase()}">${name}</span></li>`;
  }).join('');
}

Object.assign(global, kit.integration({
  test: statusPage,
  // An unknown slug is 404 {msg: "Status Page Not Found"}; a wrong URL gives some other 404.
  fixes: { 404: (said) => (said === 'Status Page Not Found' ? 'check the slug: the last part of the status page address, /status/<slug>' : '') },
  card: async (ctx) => {
    const body = await statusPage(ctx);
    const { url, slug } = page(ctx);
    const beats = await ctx.get(`${url}/api/status-page/heartbeat/${slug}`);
    kit.expect(beats && beats.heartbeatList, 'no heartbeats for the status page');
    const monitors = body.publicGroupList.flatMap((g) => g.monitorList || []);
    const latest = (id) => {
      const list = beats.heartbeatList[id] || [];
      return list.length ? list[list.length - 1].status : undefined;
    };
    const uptimes = monitors.map((m) => (beats.uptimeList || {})[`${m.id}_24`]).filter((u) => typeof u === 'number');
    const average = uptimes.length ? (uptimes.reduce((a, b) => a + b, 0) / uptimes.length) * 100 : undefined;
    return {
      values: {
        up: kit.formatCount(monitors.filter((m) => latest(m.id) === 1).length),
        down: kit.formatCount(monitors.filter((m) => latest(m.id) === 0).length),
        uptime: kit.formatPercent(average, 2),
        title: (body.config && body.config.title) || slug,
        monitors: monitorRows(monitors, latest),
        appUrl: `${url}/status/${slug}`,
      },
      html: ['monitors'],
    };
  },
}));
