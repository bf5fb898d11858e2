// OPNsense API (key and secret as Basic auth): top's activity, interface counters, the dashboard's resources.
// Paths are written as the web UI writes them (system_resources): the ACL's patterns match those.
const kit = require('@hearth/kit');

function options(ctx) {
  return { auth: { username: ctx.config.key || '', password: ctx.config.secret || '' } };
}

const fixes = {
  401: 'check the API key and secret (System → Access → Users → API keys)',
  // The ACL matches the address as the web UI writes it (snake_case), per page.
  403: 'the key\'s user lacks a privilege: give it "Diagnostics: System Activity", "Reporting: Traffic" and "Lobby: Dashboard", or "All pages"',
};

/** The dashboard's resources and time answer from 24.7; an older firewall shows "—" for them. */
function optional(promise) {
  return promise.catch((error) => {
    if (kit.httpStatus(error) === 404) return null;
    throw error;
  });
}

/** CPU use from top's "CPU: … 87.6% idle" header line, wherever it is among the lines. */
function cpuUse(activity) {
  const line = (activity.headers || []).find((text) => /^CPU:/.test(text)) || '';
  const idle = / ([\d.]+)% idle/.exec(line);
  return idle ? 100 - Number(idle[1]) : null;
}

function memoryUse(resources) {
  const memory = resources && resources.memory;
  const total = memory ? Number(memory.total) : 0;
  const used = memory ? Number(memory.used) : NaN;
  return total > 0 && Number.isFinite(used) ? { share: (100 * used) / total, used, total } : null;
}

Object.assign(global, kit.integration({
  fixes,
  test: (ctx) => ctx.get(`${kit.baseUrl(ctx.appUrl)}/api/diagnostics/activity/get_activity`, options(ctx)),
  card: async (ctx) => {
    const url = kit.baseUrl(ctx.appUrl);
    const get = (path) => ctx.get(`${url}/api/diagnostics/${path}`, options(ctx));
    const [activity, traffic, resources, time, info] = await Promise.all([
      get('activity/get_activity'),
      get('traffic/interface'),
      optional(get('system/system_resources')),
      optional(get('system/system_time')),
      optional(get('system/system_information')),
    ]);
    kit.expect(activity && Array.isArray(activity.headers), 'no headers in activity/get_activity');
    kit.expect(traffic && traffic.interfaces, 'no interfaces in traffic/interface');
    const wanKey = (ctx.config.wan || 'wan').trim();
    const wan = traffic.interfaces[wanKey];
    kit.expect(wan, `no interface "${wanKey}" in traffic/interface (interfaces there: ${Object.keys(traffic.interfaces).join(', ')})`);
    const memory = memoryUse(resources);
    const cpu = cpuUse(activity);
    return {
      values: {
        cpu: cpu === null ? kit.missing : kit.formatPercent(cpu),
        memory: memory ? kit.formatPercent(memory.share) : kit.missing,
        memoryUsed: memory ? `${kit.formatBytes(memory.used)} of ${kit.formatBytes(memory.total)}` : kit.missing,
        // Counters since boot, as text; the interface's "received" is what came in from the internet.
        download: kit.formatBytes(wan['bytes received']),
        upload: kit.formatBytes(wan['bytes transmitted']),
        wanName: wan.name || wanKey,
        uptime: time && time.uptime,
        load: time && time.loadavg,
        name: info && info.name,
        version: info && Array.isArray(info.versions) ? info.versions[0] : kit.missing,
        appUrl: url,
      },
    };
  },
}));
