// Proxmox Backup Server: datastore usage, the tasks that failed in the last day, and the node's
// CPU and memory, read with an API token. PBS splits its token header at the first ':'
// (PBSAPIToken=user@realm!name:secret), where Proxmox VE uses '='; a token pasted the VE way
// would be refused, so either form is read and sent the PBS way.
const kit = require('@hearth/kit');

const day = 24 * 3600;
// Failed tasks read for the card: past this the card says "100+" (PBS's list pages too).
const taskPage = 100;

/** The token ID and secret from the two fields, or a whole "id:secret" / "id=secret" typed into the first. */
function token(config) {
  let id = String(config.tokenId || '').trim().replace(/^PBSAPIToken[ =]/, '');
  let secret = String(config.tokenSecret || '').trim();
  const joined = /^([^!\s]+![^:=\s]+)[:=](.+)$/.exec(id);
  if (joined) {
    id = joined[1];
    secret = secret || joined[2];
  }
  if (!id || !secret) throw new Error('enter the API token ID (user@realm!name) and its secret');
  if (!id.includes('!')) throw new Error(`"${id}" is a user, not an API token ID: PBS token IDs read user@realm!name (Configuration › Access Control › API Token)`);
  return { id, secret };
}

function connection(ctx) {
  const { id, secret } = token(ctx.config);
  return { url: `${kit.baseUrl(ctx.appUrl)}/api2/json`, headers: { Authorization: `PBSAPIToken=${id}:${encodeURIComponent(secret)}` } };
}

const fixes = {
  401: 'check the API token ID (user@realm!name) and its secret, and that the token is enabled',
  403: 'give the API token the Audit role on / (Configuration › Access Control › Permissions); a privilege-separated token has only the roles given to it',
};

async function datastores(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/status/datastore-usage`, { headers });
  kit.expect(body && Array.isArray(body.data), 'PBS sent no datastore list');
  return body.data;
}

/**
 * Failed tasks since a day ago, newest first. With errors=1 PBS leaves out only the tasks that
 * ended OK, so running tasks (no endtime) come too and are not counted. Its `total` is one past
 * the page when the page was full: there are more.
 */
async function failedTasks(ctx) {
  const { url, headers } = connection(ctx);
  const since = Math.floor(Date.now() / 1000) - day;
  const body = await ctx.get(`${url}/nodes/localhost/tasks`, { headers, params: { errors: 1, since, limit: taskPage } });
  kit.expect(body && Array.isArray(body.data), 'PBS sent no task list');
  const ended = body.data.filter((t) => t.endtime !== undefined && t.status !== undefined);
  const more = typeof body.total === 'number' && body.total > body.data.length;
  return { count: more ? `${ended.length}+` : kit.formatCount(ended.length), ended };
}

/** A datastore PBS could not read (an unplugged removable one) has -1 sizes and an error. */
function readable(store) {
  return !store.error && store.total > 0;
}

function usage(stores, wanted) {
  const chosen = wanted ? stores.filter((s) => s.store === wanted) : stores.filter(readable);
  if (wanted && chosen.length === 0) throw new Error(`PBS has no datastore "${wanted}" this token may see (it sees: ${stores.map((s) => s.store).join(', ') || 'none'})`);
  if (wanted && !readable(chosen[0])) throw new Error(`datastore "${wanted}": ${chosen[0].error || 'no size'}`);
  const used = chosen.reduce((sum, s) => sum + s.used, 0);
  const total = chosen.reduce((sum, s) => sum + s.total, 0);
  return total > 0 ? kit.formatPercent((used / total) * 100) : kit.missing;
}

function storeLine(store) {
  if (!readable(store)) return `${kit.escapeHtml(store.store)}: ${kit.escapeHtml(store.error || 'unavailable')}`;
  return `${kit.escapeHtml(store.store)}: ${kit.formatBytes(store.used)} of ${kit.formatBytes(store.total)} (${kit.formatPercent((store.used / store.total) * 100)})`;
}

Object.assign(global, kit.integration({
  fixes,
  test: async (ctx) => {
    const { url, headers } = connection(ctx);
    await datastores(ctx);
    // The card needs Sys.Audit for the node status: a token without it fails here, not later.
    await ctx.get(`${url}/nodes/localhost/status`, { headers });
  },
  card: async (ctx) => {
    const { url, headers } = connection(ctx);
    const [stores, tasks, node] = await Promise.all([
      datastores(ctx),
      failedTasks(ctx),
      ctx.get(`${url}/nodes/localhost/status`, { headers }),
    ]);
    const status = node && node.data;
    kit.expect(status && status.memory && typeof status.cpu === 'number', 'PBS sent no node status');
    const wanted = String(ctx.config.datastore || '').trim();
    const latest = tasks.ended[0];
    return {
      html: ['stores'],
      values: {
        datastore: usage(stores, wanted),
        failed: tasks.count,
        // cpu is a fraction of all cores (0.07 is 7%).
        cpu: kit.formatPercent(status.cpu * 100),
        memory: status.memory.total > 0 ? kit.formatPercent((status.memory.used / status.memory.total) * 100) : kit.missing,
        stores: stores.map(storeLine).join('<br>') || 'none this token may see',
        lastFailure: latest ? `${latest.worker_type}: ${latest.status}` : 'none',
        uptime: kit.formatDuration(status.uptime),
        load: Array.isArray(status.loadavg) ? status.loadavg.map((n) => n.toFixed(2)).join(', ') : kit.missing,
        root: status.root && status.root.total > 0 ? `${kit.formatBytes(status.root.used)} of ${kit.formatBytes(status.root.total)}` : kit.missing,
        pbsLink: kit.baseUrl(ctx.appUrl),
      },
    };
  },
}));
