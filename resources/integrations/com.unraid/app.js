// Unraid: the GraphQL API of unraid-api (built into Unraid 7.2, or the Unraid Connect plugin on
// older releases) at /graphql, with an API key in x-api-key. A refused key is not an HTTP error:
// the answer is a 200 carrying GraphQL errors (extensions.code UNAUTHENTICATED or FORBIDDEN).
// Sizes of the array and its disks are decimal kilobytes (Unraid converts its KiB), the array's
// as strings; memory is in bytes.
const kit = require('@hearth/kit');

const query = `query HearthUnraid {
  array {
    state
    capacity { kilobytes { free used total } }
    disks { name status temp fsSize fsUsed }
    caches { name status temp fsType fsSize fsUsed }
  }
  metrics {
    cpu { percentTotal }
    memory { total available percentTotal }
  }
  notifications { overview { unread { info warning alert total } } }
  vars { name version }
}`;

function graphqlFailure(errors) {
  const first = errors[0] || {};
  const code = first.extensions && first.extensions.code;
  const said = typeof first.message === 'string' ? first.message : 'an error';
  if (code === 'UNAUTHENTICATED') return kit.refused(`Unraid refused the API key ("${said}"); check it in Settings › Management Access › API Keys`, 401);
  if (code === 'FORBIDDEN') return kit.refused(`Unraid did not let this API key read the array, metrics and notifications ("${said}"); give it the Viewer or Admin role`, 403);
  return new Error(`Unraid answered: ${said}`);
}

async function read(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const key = String(ctx.config.apiKey || '').trim();
  if (!key) throw new Error('enter an Unraid API key');
  let body;
  try {
    body = await ctx.post(`${url}/graphql`, { query }, { headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-api-key': key } });
  } catch (error) {
    // Validation failures (an API older than these fields) come as a 400 with GraphQL errors.
    const data = error && error.response && error.response.data;
    if (data && Array.isArray(data.errors) && data.errors.length > 0) throw graphqlFailure(data.errors);
    if (kit.httpStatus(error) === 404) throw new Error(`${url}/graphql was not found: Unraid's API needs Unraid 7.2 or later, or the Unraid Connect plugin`, { cause: error });
    throw error;
  }
  kit.expect(body && typeof body === 'object', 'Unraid sent no JSON');
  if (Array.isArray(body.errors) && body.errors.length > 0) throw graphqlFailure(body.errors);
  kit.expect(body.data && body.data.array && body.data.array.capacity, 'Unraid sent no array');
  return { url, data: body.data };
}

function kilobytes(value) {
  const n = Number(value);
  return Number.isFinite(n) ? n * 1000 : null;
}

function share(part, whole) {
  return part !== null && whole ? kit.formatPercent((part / whole) * 100) : kit.missing;
}

/** STARTED → Started, NEW_ARRAY → New array. */
function words(state) {
  const text = String(state || '').toLowerCase().replace(/_/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : kit.missing;
}

function diskLine(d) {
  const size = kilobytes(d.fsSize);
  const used = kilobytes(d.fsUsed);
  const usage = size ? `${kit.formatBytes(used)} of ${kit.formatBytes(size)} (${share(used, size)})` : 'no file system';
  const temp = typeof d.temp === 'number' ? `, ${d.temp} °C` : d.status === 'DISK_OK' ? ', spun down' : '';
  return `${kit.escapeHtml(d.name || '')}: ${usage}${d.status && d.status !== 'DISK_OK' ? `, ${kit.escapeHtml(d.status)}` : ''}${temp}`;
}

Object.assign(global, kit.integration({
  test: read,
  card: async (ctx) => {
    const { url, data } = await read(ctx);
    const capacity = data.array.capacity.kilobytes || {};
    const metrics = data.metrics || {};
    const unread = (data.notifications && data.notifications.overview && data.notifications.overview.unread) || {};
    const vars = data.vars || {};
    return {
      html: ['disks', 'caches'],
      values: {
        state: words(data.array.state),
        cpu: metrics.cpu ? kit.formatPercent(metrics.cpu.percentTotal) : kit.missing,
        memory: metrics.memory ? kit.formatPercent(metrics.memory.percentTotal) : kit.missing,
        array: share(kilobytes(capacity.used), kilobytes(capacity.total)),
        free: kit.formatBytes(kilobytes(capacity.free)),
        size: kit.formatBytes(kilobytes(capacity.total)),
        memorySize: metrics.memory ? kit.formatBytes(metrics.memory.total) : kit.missing,
        notifications: `${kit.formatCount(unread.total)} unread (alert: ${kit.formatCount(unread.alert)}, warning: ${kit.formatCount(unread.warning)}, notice: ${kit.formatCount(unread.info)})`,
        disks: (data.array.disks || []).map(diskLine).join('<br>') || 'none',
        caches: (data.array.caches || []).filter((c) => c.fsType).map(diskLine).join('<br>') || 'none',
        server: vars.name,
        version: vars.version,
        unraidLink: url,
      },
    };
  },
}));
