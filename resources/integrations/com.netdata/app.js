// Netdata agent: /api/v1/info (alert counts, host), /api/v1/alarms (the raised alerts) and the
// host's latest CPU, memory, load and root disk from /api/v1/data. The data APIs are public unless
// the agent's bearer protection is on.
const kit = require('@hearth/kit');

function connection(ctx) {
  // X-Netdata-Auth is the agent's own header; it reads Authorization too, only for old dashboards.
  const headers = ctx.config.token ? { 'X-Netdata-Auth': `Bearer ${ctx.config.token}` } : {};
  return { url: kit.baseUrl(ctx.appUrl), headers };
}

/**
 * Netdata refuses with its own statuses: 412 when bearer protection wants a token it did not get
 * (or one it does not know, or one past its day), 451 when this address is outside the agent's
 * `allow dashboard from`. Both say only "You need to be authorized to access this resource".
 */
function refusal(error) {
  const status = kit.httpStatus(error);
  if (status === 412) return kit.refused(`412: Netdata's bearer protection is on and ${error.config && error.config.headers && error.config.headers['X-Netdata-Auth'] ? 'refused the token (tokens last a day: get a new one)' : 'no token was given (enter a bearer token)'}`, 401);
  if (status === 451) return kit.refused("451: Netdata refused this address (add Hearth's address to [web] allow dashboard from in netdata.conf)", 403);
  return error;
}

async function call(ctx, path, params) {
  const { url, headers } = connection(ctx);
  try {
    return await ctx.get(`${url}${path}`, params ? { headers, params } : { headers });
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * A chart's latest values by dimension, averaged over the last minute: `format=json` without
 * options answers {labels: ["time", dims…], data: [[time, values…]]}. A chart the agent does not
 * have (a Windows or macOS host has no disk_space._) answers 404 "No metrics where matched to
 * query."; that figure is left out rather than failing the card. A refusal still fails it.
 */
async function latest(ctx, chart) {
  let answer;
  try {
    answer = await call(ctx, '/api/v1/data', { chart, after: -60, points: 1, group: 'average', format: 'json' });
  } catch (error) {
    if (kit.httpStatus(error) === 404) return null;
    throw error;
  }
  const labels = answer && Array.isArray(answer.labels) ? answer.labels : [];
  const row = answer && Array.isArray(answer.data) && Array.isArray(answer.data[0]) ? answer.data[0] : [];
  const values = {};
  labels.forEach((label, i) => {
    if (label !== 'time' && typeof row[i] === 'number') values[label] = row[i];
  });
  return Object.keys(values).length > 0 ? values : null;
}

function sum(values, skip) {
  return Object.entries(values).reduce((total, [name, value]) => (name === skip ? total : total + value), 0);
}

/** CPU use (every dimension but idle), memory and root disk use in percent, load averages; `—` where missing. */
function hostFigures(cpu, ram, load, disk) {
  const ramTotal = ram ? sum(ram) : 0;
  const diskSize = disk && typeof disk.used === 'number' && typeof disk.avail === 'number' ? disk.used + disk.avail : 0;
  const loads = load ? ['load1', 'load5', 'load15'].map((key) => (typeof load[key] === 'number' ? load[key].toFixed(2) : kit.missing)) : null;
  return {
    cpuUse: cpu ? kit.formatPercent(sum(cpu, 'idle')) : kit.missing,
    // system.ram is in MiB; used as df and free count it, over the sum of its dimensions.
    memoryUse: ram && ramTotal > 0 && typeof ram.used === 'number' ? `${kit.formatPercent((ram.used / ramTotal) * 100)} (${kit.formatBytes(ram.used * 1048576)})` : kit.missing,
    load: loads ? loads.join(', ') : kit.missing,
    // disk_space._ is / in GiB: used over used + available, as df shows it (the root reserve left out).
    diskUse: diskSize > 0 ? `${kit.formatPercent((disk.used / diskSize) * 100)} of ${kit.formatBytes(diskSize * 1073741824)}` : kit.missing,
  };
}

function number(text) {
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : null;
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    const info = await call(ctx, '/api/v1/info');
    kit.expect(info && info.alarms, 'no alert counts in /api/v1/info: is this Netdata?');
  },
  card: async (ctx) => {
    const [info, raised, cpu, ram, load, disk] = await Promise.all([
      call(ctx, '/api/v1/info'),
      call(ctx, '/api/v1/alarms'),
      ...['system.cpu', 'system.ram', 'system.load', 'disk_space._'].map((chart) => latest(ctx, chart)),
    ]);
    kit.expect(info && info.alarms && typeof info.alarms.critical === 'number', 'no alert counts in /api/v1/info: is this Netdata?');
    const list = Object.values((raised && raised.alarms) || {})
      .sort((a, b) => (a.status === b.status ? 0 : a.status === 'CRITICAL' ? -1 : 1))
      .map((alarm) => `<dt${alarm.status === 'CRITICAL' ? ' class="hk-down"' : ''}>${kit.escapeHtml(alarm.name)}</dt><dd>${kit.escapeHtml(alarm.status.toLowerCase())}, ${kit.escapeHtml(alarm.value_string || '')} on ${kit.escapeHtml(alarm.chart)}, ${kit.formatRelativeDate(alarm.last_status_change)}</dd>`)
      .join('');
    const hosts = Array.isArray(info.mirrored_hosts_status) ? info.mirrored_hosts_status : [];
    return {
      values: {
        critical: kit.formatCount(info.alarms.critical),
        warning: kit.formatCount(info.alarms.warning),
        normal: kit.formatCount(info.alarms.normal),
        nodes: kit.formatCount(Array.isArray(info.mirrored_hosts) ? info.mirrored_hosts.length : null),
        reachable: kit.formatCount(hosts.filter((h) => h && h.reachable).length),
        alarms: list,
        hostname: (raised && raised.hostname) || (info.mirrored_hosts && info.mirrored_hosts[0]),
        os: [info.os_name, info.os_version].filter(Boolean).join(' '),
        kernel: [info.kernel_name, info.kernel_version].filter(Boolean).join(' '),
        // The agent writes these as text: "8", "16669446144" (bytes).
        cores: kit.formatCount(number(info.cores_total)),
        ram: kit.formatBytes(number(info.ram_total)),
        disk: kit.formatBytes(number(info.total_disk_space)),
        version: info.version,
        ...hostFigures(cpu, ram, load, disk),
        appUrl: connection(ctx).url,
      },
      html: ['alarms'],
    };
  },
}));
