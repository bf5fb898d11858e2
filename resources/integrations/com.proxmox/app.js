// Proxmox VE: an API token (PVEAPIToken header) or a password ticket from /access/ticket, then
// /cluster/resources for the first node and the state of its VMs and containers.
const kit = require('@hearth/kit');

const twoFactor = 'this account signs in with a second factor, which a card cannot give: use an API token instead (Datacenter → Permissions → API Tokens)';

function form(values) {
  return Object.keys(values).map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(values[k])}`).join('&');
}

/** "root" with realm "pam" is "root@pam"; a name typed with its realm keeps it as it is. */
function qualifiedUser(config) {
  const name = String(config.username || '').trim();
  if (name.includes('@')) return name;
  return `${name}@${String(config.realm || '').trim() || 'pam'}`;
}

/** The token's full id, USER@REALM!TOKENID; a bare token name is joined to the username. */
function tokenId(config) {
  const id = String(config.tokenid || '').trim();
  return id.includes('!') ? id : `${qualifiedUser(config)}!${id}`;
}

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const config = ctx.config;
  if (String(config.tokenid || '').trim() !== '') {
    // An API token needs no ticket and no CSRF token, and works for accounts with 2FA.
    return { url, headers: { Authorization: `PVEAPIToken=${tokenId(config)}=${String(config.tokensecret || '').trim()}` } };
  }
  kit.expect(String(config.username || '').trim() !== '', 'no API token and no username: fill in one of the two');
  const body = await ctx.post(`${url}/api2/json/access/ticket`, form({ username: qualifiedUser(config), password: config.password || '' }), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  // With TOTP, WebAuthn or recovery keys the ticket is only half signed until a second factor is given.
  if (body && body.data && Number(body.data.NeedTFA) === 1) throw new Error(twoFactor);
  kit.expect(body && body.data && body.data.ticket, 'Proxmox sent no ticket');
  return { url, headers: { Cookie: `PVEAuthCookie=${body.data.ticket}` } };
}

async function resources(ctx) {
  const { url, headers } = await signIn(ctx);
  const body = await ctx.get(`${url}/api2/json/cluster/resources`, { headers });
  kit.expect(body && Array.isArray(body.data), 'Proxmox listed no resources');
  return { url, list: body.data };
}

function share(used, total) {
  return total > 0 ? kit.formatPercent((used / total) * 100, 2) : kit.missing;
}

function capitalised(text) {
  const value = String(text || '');
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "2 of 3 running" for the guests of one type; templates never run and are left out. */
function guests(list, type) {
  const all = list.filter((r) => r && r.type === type && !Number(r.template));
  return `${kit.formatCount(all.filter((r) => r.status === 'running').length)} of ${kit.formatCount(all.length)} running`;
}

Object.assign(global, kit.integration({
  test: resources,
  card: async (ctx) => {
    const { url, list } = await resources(ctx);
    const nodes = list.filter((r) => r && r.type === 'node');
    kit.expect(nodes.length > 0, 'Proxmox listed no node (the token may lack Sys.Audit on /)');
    const node = nodes[0];
    return {
      values: {
        node: capitalised(node.node),
        status: capitalised(node.status),
        cpu: kit.formatPercent((node.cpu || 0) * 100, 2),
        memory: share(node.mem, node.maxmem),
        disk: share(node.disk, node.maxdisk),
        uptime: kit.formatDuration(node.uptime),
        vms: guests(list, 'qemu'),
        containers: guests(list, 'lxc'),
        proxMoxLink: url,
      },
    };
  },
}));
