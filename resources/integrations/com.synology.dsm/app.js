// Synology DSM: SYNO.API.Info says where each API lives and which versions it speaks,
// SYNO.API.Auth signs in for a session id (sid), then SYNO.Core.System (model, uptime, volumes)
// and SYNO.Core.System.Utilization (CPU, memory), which DSM shows only to administrators. DSM
// answers every call with HTTP 200: a failure is {success: false, error: {code}}. A card keeps its
// sid between runs, since every sign-in is a new session in DSM's connection list, and a wrong
// password counts towards DSM's auto block, which then refuses even the right one.
const kit = require('@hearth/kit');

// Common codes (100-199) and SYNO.API.Auth's (400-499), from Synology's Login Web API guide.
const sessionEnded = [106, 107, 119];
const codes = {
  102: 'DSM has no such API', 103: 'DSM has no such method', 104: 'DSM does not speak this API version',
  105: 'this account may not read the system information: DSM shows it only to members of the Administrators group',
  400: 'DSM refused the username or password', 401: 'this DSM account is disabled', 402: 'DSM denied this account permission to sign in',
  403: 'this DSM account signs in with 2-step verification, which Hearth cannot answer; use an account without it (a member of Administrators)',
  404: 'DSM refused the 2-step verification code',
  406: 'DSM requires 2-step verification for this account; use an account that is not made to use it',
  407: "DSM blocked Hearth's address after too many failed sign-ins (auto block); unblock it in Control Panel › Security › Protection › Allow/Block List, then check the password",
  408: 'the password of this DSM account has expired and may not be changed', 409: 'the password of this DSM account has expired; sign in to DSM once and change it',
  410: 'DSM wants the password of this account changed; sign in to DSM once and change it',
};

function failure(code) {
  const text = codes[code] || `DSM answered with error ${code}`;
  if (code === 407) return kit.refused(text, 429);
  if ([400, 401, 402, 403, 404, 406, 408, 409, 410].includes(code)) return kit.refused(text, 401);
  if (code === 105) return kit.refused(text, 403);
  const error = new Error(text);
  error.code = code;
  return error;
}

/** The data of a DSM answer, or its error as a failure. */
function data(body, what) {
  kit.expect(body && typeof body === 'object' && 'success' in body, `DSM sent no answer to ${what}`);
  if (body.success !== true) throw failure(body.error && body.error.code);
  return body.data;
}

async function apiInfo(ctx, url) {
  const names = 'SYNO.API.Auth,SYNO.Core.System,SYNO.Core.System.Utilization';
  const info = data(await ctx.get(`${url}/webapi/query.cgi`, { params: { api: 'SYNO.API.Info', version: 1, method: 'query', query: names } }), 'SYNO.API.Info');
  for (const name of names.split(',')) kit.expect(info[name] && info[name].path, `DSM does not offer ${name}`);
  return info;
}

async function call(ctx, url, info, api, method, sid, extra) {
  return data(await ctx.get(`${url}/webapi/${info[api].path}`, { params: { api, version: info[api].maxVersion, method, ...extra, _sid: sid } }), `${api} ${method}`);
}

async function signIn(ctx, url, info) {
  const { username, password } = ctx.config;
  if (!username || !password) throw new Error('enter the username and password of a DSM account in the Administrators group');
  const auth = info['SYNO.API.Auth'];
  // format=sid (from version 2) answers the session id instead of only setting a cookie.
  const answer = data(await ctx.get(`${url}/webapi/${auth.path}`, {
    params: { api: 'SYNO.API.Auth', version: Math.min(auth.maxVersion, 7), method: 'login', account: String(username), passwd: String(password), session: 'Hearth', format: 'sid' },
  }), 'the sign-in');
  kit.expect(answer && answer.sid, 'DSM sent no session id');
  return answer.sid;
}

async function read(ctx, url, info, sid) {
  const [system, storage, utilization] = await Promise.all([
    call(ctx, url, info, 'SYNO.Core.System', 'info', sid),
    call(ctx, url, info, 'SYNO.Core.System', 'info', sid, { type: '"storage"' }),
    call(ctx, url, info, 'SYNO.Core.System.Utilization', 'get', sid),
  ]);
  return { system, storage, utilization };
}

/** Signed in: with the kept sid while DSM still knows it, else a new one (signed out where nothing is kept). */
async function withSession(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const info = await apiInfo(ctx, url);
  if (ctx.keep && ctx.kept) {
    try {
      return { url, ...(await read(ctx, url, info, ctx.kept)) };
    } catch (error) {
      if (!sessionEnded.includes(error && error.code)) throw error;
    }
  }
  let sid;
  try {
    sid = await signIn(ctx, url, info);
  } catch (error) {
    if (ctx.keep) ctx.keep(null);
    throw error;
  }
  if (ctx.keep) {
    ctx.keep(sid);
    return { url, ...(await read(ctx, url, info, sid)) };
  }
  try {
    return { url, ...(await read(ctx, url, info, sid)) };
  } finally {
    const auth = info['SYNO.API.Auth'];
    await ctx.get(`${url}/webapi/${auth.path}`, { params: { api: 'SYNO.API.Auth', version: Math.min(auth.maxVersion, 7), method: 'logout', session: 'Hearth', _sid: sid } }).catch(() => undefined);
  }
}

/** "1234:05:06" (hours may pass 24) → seconds. */
function upSeconds(text) {
  const parts = String(text || '').split(':').map(Number);
  return parts.length === 3 && parts.every(Number.isFinite) ? parts[0] * 3600 + parts[1] * 60 + parts[2] : null;
}

function percent(part, whole) {
  return whole > 0 ? kit.formatPercent((part / whole) * 100) : kit.missing;
}

function volumeLine(v) {
  const total = Number(v.total_size);
  const used = Number(v.used_size);
  const name = `${String(v.name || '').replace(/^volume_/, 'Volume ')}${v.vol_desc ? ` (${v.vol_desc})` : ''}`;
  return `${kit.escapeHtml(name)}: ${kit.formatBytes(used)} of ${kit.formatBytes(total)} (${percent(used, total)}), ${kit.escapeHtml(v.status || 'unknown')}`;
}

Object.assign(global, kit.integration({
  test: withSession,
  card: async (ctx) => {
    const { url, system, storage, utilization } = await withSession(ctx);
    const volumes = Array.isArray(storage.vol_info) ? storage.vol_info : [];
    const wanted = String(ctx.config.volume || '').trim();
    const chosen = wanted ? volumes.filter((v) => v.name === wanted) : volumes;
    if (wanted && chosen.length === 0) throw new Error(`DSM has no volume "${wanted}" (it has: ${volumes.map((v) => v.name).join(', ') || 'none'})`);
    const total = chosen.reduce((sum, v) => sum + Number(v.total_size || 0), 0);
    const used = chosen.reduce((sum, v) => sum + Number(v.used_size || 0), 0);
    const cpu = utilization.cpu || {};
    const memory = utilization.memory || {};
    const disks = Array.isArray(storage.hdd_info) ? storage.hdd_info : [];
    return {
      html: ['volumes', 'disks'],
      values: {
        cpu: kit.formatPercent(Number(cpu.user_load || 0) + Number(cpu.system_load || 0) + Number(cpu.other_load || 0)),
        // real_usage is DSM's own figure; total_real and avail_real are in KiB.
        memory: memory.real_usage !== undefined ? kit.formatPercent(memory.real_usage) : percent(memory.total_real - memory.avail_real, memory.total_real),
        volume: percent(used, total),
        uptime: kit.formatDuration(upSeconds(system.up_time)),
        model: system.model,
        version: system.firmware_ver,
        temperature: typeof system.sys_temp === 'number' ? `${system.sys_temp} °C` : kit.missing,
        memorySize: typeof memory.total_real === 'number' ? kit.formatBytes(memory.total_real * 1024) : kit.missing,
        free: kit.formatBytes(total - used),
        volumes: volumes.map(volumeLine).join('<br>') || 'none',
        disks: disks.map((d) => `${kit.escapeHtml(d.diskno || '')} ${kit.escapeHtml(d.model || '')}: ${kit.escapeHtml(d.status || 'unknown')}${typeof d.temp === 'number' ? `, ${d.temp} °C` : ''}`).join('<br>') || 'none',
        dsmLink: url,
      },
    };
  },
}));
