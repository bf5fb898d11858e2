// Netdata agent: /api/v1/info (alert counts, host) and /api/v1/alarms (the raised alerts). The
// data APIs are public unless the agent's bearer protection is on.
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

async function call(ctx, path) {
  const { url, headers } = connection(ctx);
  try {
    return await ctx.get(`${url}${path}`, { headers });
  } catch (error) {
    throw refusal(error);
  }
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
    const [info, raised] = await Promise.all([call(ctx, '/api/v1/info'), call(ctx, '/api/v1/alarms')]);
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
        appUrl: connection(ctx).url,
      },
      html: ['alarms'],
    };
  },
}));
