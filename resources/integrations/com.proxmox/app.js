// Proxmox VE: a ticket from /access/ticket, then the first node of /nodes.
const kit = require('@hearth/kit');

function form(values) {
  return Object.keys(values).map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(values[k])}`).join('&');
}

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const realm = ctx.config.realm || 'pam';
  const body = await ctx.post(`${url}/api2/json/access/ticket`, form({ username: `${ctx.config.username}@${realm}`, password: ctx.config.password }), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  kit.expect(body && body.data && body.data.ticket, 'Proxmox sent no ticket');
  return { url, headers: { Cookie: `PVEAuthCookie=${body.data.ticket}`, CSRFPreventionToken: body.data.CSRFPreventionToken } };
}

function share(used, total) {
  return total > 0 ? kit.formatPercent((used / total) * 100, 2) : kit.missing;
}

function capitalised(text) {
  const value = String(text || '');
  return value.charAt(0).toUpperCase() + value.slice(1);
}

Object.assign(global, kit.integration({
  test: signIn,
  card: async (ctx) => {
    const { url, headers } = await signIn(ctx);
    const body = await ctx.get(`${url}/api2/json/nodes`, { headers });
    kit.expect(body && Array.isArray(body.data) && body.data.length > 0, 'Proxmox listed no node');
    const node = body.data[0];
    return {
      values: {
        node: capitalised(node.node),
        status: capitalised(node.status),
        cpu: kit.formatPercent((node.cpu || 0) * 100, 2),
        memory: share(node.mem, node.maxmem),
        disk: share(node.disk, node.maxdisk),
        uptime: kit.formatDuration(node.uptime),
        proxMoxLink: url,
      },
    };
  },
}));
