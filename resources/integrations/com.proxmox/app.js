// Proxmox VE: an API token (Authorization: PVEAPIToken=USER@REALM!TOKENID=SECRET), or a user and
// password for a ticket from /access/ticket; then /cluster/resources for the first node and the
// state of the cluster's VMs and containers. Proxmox leaves out what the caller may not audit
// (PVE/API2/Cluster.pm): a node's statistics without Sys.Audit, guests without VM.Audit. The
// PVEAuditor role has both; a privilege-separated token (the UI's default) starts with neither.
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
    return { url, token: true, headers: { Authorization: `PVEAPIToken=${id}=${String(ctx.config.tokenSecret || '').trim()}` } };
  }
  if (!ctx.config.username || !ctx.config.password) throw new Error('enter an API token, or a username and password');
  const body = await ctx.post(`${url}/api2/json/access/ticket`, form({ username: userAtRealm(ctx.config.username, ctx.config.realm), password: ctx.config.password }), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (body && body.data && body.data.NeedTFA) throw new Error('this account signs in with two factors; create an API token for Hearth in Proxmox (Datacenter › Permissions › API Tokens) and use it here');
  kit.expect(body && body.data && body.data.ticket, 'Proxmox sent no ticket');
  return { url, token: false, headers: { Cookie: `PVEAuthCookie=${body.data.ticket}`, CSRFPreventionToken: body.data.CSRFPreventionToken } };
}

/** Where to give the role, for a token or for a user signing in with a password. */
function grant(token) {
  return token
    ? 'Give the token the PVEAuditor role on / (Datacenter › Permissions › Add › API Token Permission); with Privilege Separation on, a token has only the roles given to it'
    : 'Give the user the PVEAuditor role on / (Datacenter › Permissions › Add › User Permission)';
}

/** True when the caller may audit /vms ({data: {"/vms": {"VM.Audit": 1}}} from /access/permissions). */
async function mayAuditGuests(ctx, url, headers) {
  const body = await ctx.get(`${url}/api2/json/access/permissions`, { headers, params: { path: '/vms' } });
  const privileges = (body && body.data && body.data['/vms']) || {};
  return 'VM.Audit' in privileges;
}

/**
 * The cluster's resources and the node shown. A node that is online but carries no maxmem was
 * stripped for want of Sys.Audit; no guest at all may mean none exist or none may be seen, which
 * only /access/permissions can tell (asked then, and only then).
 */
async function resources(ctx) {
  const { url, token, headers } = await access(ctx);
  const body = await ctx.get(`${url}/api2/json/cluster/resources`, { headers });
  kit.expect(body && Array.isArray(body.data), 'Proxmox sent no resource list');
  const all = body.data;
  const nodes = all.filter((r) => r.type === 'node');
  kit.expect(nodes.length > 0, 'Proxmox listed no node');
  const node = nodes.find((n) => n.status === 'online') || nodes[0];
  const guests = all.filter((r) => (r.type === 'qemu' || r.type === 'lxc') && !r.template);
  const guestsHidden = guests.length === 0 && !(await mayAuditGuests(ctx, url, headers));
  const who = token ? 'API token' : 'user';
  if (node.status === 'online' && !('maxmem' in node)) {
    const also = guestsHidden ? ', and VM.Audit on /vms (VMs and containers)' : '';
    throw new Error(`Proxmox hides the node's CPU, memory, disk and uptime from this ${who}: it lacks Sys.Audit on /nodes/${node.node}${also}. ${grant(token)}`);
  }
  return { url, all, node, guestsHidden: guestsHidden ? `hidden: the ${token ? 'token' : 'user'} lacks VM.Audit on /vms (give it the PVEAuditor role on /)` : null };
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
    const { url, all, node, guestsHidden } = await resources(ctx);
    return {
      values: {
        node: capitalised(node.node),
        status: capitalised(node.status),
        cpu: typeof node.cpu === 'number' ? kit.formatPercent(node.cpu * 100, 2) : kit.missing,
        memory: share(node.mem, node.maxmem),
        disk: share(node.disk, node.maxdisk),
        uptime: kit.formatDuration(node.uptime),
        vms: guestsHidden || running(all.filter((r) => r.type === 'qemu' && !r.template)),
        containers: guestsHidden || running(all.filter((r) => r.type === 'lxc' && !r.template)),
        proxMoxLink: url,
      },
    };
  },
}));
