// NZBGet JSON-RPC (v21 – v26): `status` and `version`, with Basic auth.
const kit = require('@hearth/kit');

let nextId = 1;

/**
 * One call. A wrong login is a bare 401; an account NZBGet knows but that may not read (its
 * AddUsername, which may only add downloads) gets 200 with error 401 "Access denied".
 */
async function call(ctx, method) {
  const url = kit.baseUrl(ctx.appUrl);
  kit.expect(ctx.config.username && ctx.config.password, 'enter the NZBGet username and password');
  const auth = { username: ctx.config.username, password: ctx.config.password };
  const body = await ctx.post(`${url}/jsonrpc`, { method, params: [], id: nextId++ }, { auth, headers: { 'Content-Type': 'application/json' } });
  kit.expect(body && typeof body === 'object', `NZBGet did not answer ${method} with JSON`);
  if (body.error) {
    if (body.error.code === 401) throw kit.refused(`NZBGet: ${body.error.message} for this account (use ControlUsername or RestrictedUsername, not AddUsername)`, 403);
    throw new Error(`NZBGet: ${method} failed (${body.error.message})`);
  }
  return { url, result: body.result };
}

/** A 64-bit number NZBGet sends as two 32-bit halves. */
function joined(status, name) {
  const lo = status[`${name}Lo`];
  const hi = status[`${name}Hi`];
  return typeof lo === 'number' && typeof hi === 'number' ? hi * 2 ** 32 + lo : null;
}

function state(status, rate) {
  if (status.DownloadPaused || status.ServerPaused) return 'Paused';
  if (rate > 0) return 'Downloading';
  return 'Idle';
}

Object.assign(global, kit.integration({
  fixes: { 401: 'check the username and password' },
  test: (ctx) => call(ctx, 'status'),
  card: async (ctx) => {
    const [{ url, result: status }, { result: version }] = await Promise.all([call(ctx, 'status'), call(ctx, 'version')]);
    kit.expect(status && typeof status === 'object' && 'RemainingSizeLo' in status, 'no sizes in status');
    const rate = joined(status, 'DownloadRate');
    return {
      values: {
        speed: kit.formatRate(rate),
        left: kit.formatBytes(joined(status, 'RemainingSize')),
        downloaded: kit.formatBytes(joined(status, 'DownloadedSize')),
        state: state(status, rate),
        today: kit.formatBytes(joined(status, 'DaySize')),
        month: kit.formatBytes(joined(status, 'MonthSize')),
        free: kit.formatBytes(joined(status, 'FreeDiskSpace')),
        postJobs: kit.formatCount(status.PostJobCount),
        limit: status.DownloadLimit > 0 ? kit.formatRate(status.DownloadLimit) : 'none',
        uptime: kit.formatDuration(status.UpTimeSec),
        version,
        appUrl: url,
      },
    };
  },
}));
