// Proxmox VE: an API token (Authorization: PVEAPIToken=USER@REALM!TOKENID=SECRET), or a user and
// password for a ticket from /access/ticket; then /cluster/resources for the first node and the
// state of the cluster's VMs and containers.
const kit = require('@hearth/kit');

function form(values) {
  return Object.keys(values).map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(values[k])}`).join('&');
}

/** "root" with realm "pam" is root@pam; a name typed with its realm ("root@pam") keeps it. */
function userAtRealm(username, realm) {
  const name = String(username || '').trim();
  return name.includes('@') ? name : `${name}@${String(realm || 'pam').trim() || 'pam'}`;
}

async function access(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const tokenId = String(ctx.config.tokenId || '').trim();
  if (tokenId) {
    // The token ID as Proxmox shows it (user@realm!name); a bare name is the user's own token.
    const id = tokenId.includes('!') ? tokenId : `${userAtRealm(ctx.config.username, ctx.config.realm)}!${tokenId}`;
    return { url, headers: { Authorization: `PVEAPIToken=${id}=${String(ctx.config.tokenSecret || '').trim()}` } };
  }
  if (!ctx.config.username || !ctx.config.password) throw new Error('enter an API token, or a username and password');
  const body = await ctx.post(`${url}/api2/json/access/ticket`, form({ username: userAtRealm(ctx.config.username, ctx.config.realm), password: ctx.config.password }), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (body && body.data && body.data.NeedTFA) throw new Error('this account signs in with two factors; create an API token for Hearth in Proxmox (Datacenter › Permissions › API Tokens) and use it here');
  kit.expect(body && body.data && body.data.ticket, 'Proxmox sent no ticket');
  return { url, headers: { Cookie: `PVEAuthCookie=${body.data.ticket}`, CSRFPreventionToken: body.data.CSRFPreventionToken } };
}

async function resources(ctx) {
  const { url, headers } = await access(ctx);
  const body = await ctx.get(`${url}/api2/json/cluster/resources`, { headers });
  kit.expect(body && Array.isArray(body.data), 'Proxmox sent no resource list');
  return { url, all: body.data };
}

function share(used, total) {
  return total > 0 ? kit.formatPercent((used / total) * 100, 2) : kit.missing;
}

function capitalised(text) {
  const value = String(text || '');
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "3 of 5 running". */
function running(guests) {
  if (guests.length === 0) return 'none';
  return `${guests.filter((g) => g.status === 'running').length} of ${guests.length} running`;
}

Object.assign(global, kit.integration({
  test: resources,
  card: async (ctx) => {
    const { url, all } = await resources(ctx);
    const nodes = all.filter((r) => r.type === 'node');
    kit.expect(nodes.length > 0, 'Proxmox listed no node');
    const node = nodes.find((n) => n.status === 'online') || nodes[0];
    return {
      values: {
        node: capitalised(node.node),
        status: capitalised(node.status),
        cpu: kit.formatPercent((node.cpu || 0) * 100, 2),
        memory: share(node.mem, node.maxmem),
        disk: share(node.disk, node.maxdisk),
        uptime: kit.formatDuration(node.uptime),
        vms: running(all.filter((r) => r.type === 'qemu' && !r.template)),
        containers: running(all.filter((r) => r.type === 'lxc' && !r.template)),
        proxMoxLink: url,
      },
    };
  },
}));
