// OpenMediaVault (6.x – 8.x): its web UI's RPC at /rpc.php, signed in with Session.login. The
// session is a PHP session cookie; the login also sets a "known browser" cookie, and a sign-in
// that does not send that back makes OpenMediaVault e-mail the user that a new browser signed in.
// So a card keeps its cookies between runs and signs in again only when the session has ended
// (it lapses after the web UI's idle timeout, 5 minutes by default); a connection test signs out.
const kit = require('@hearth/kit');

function rpcUrl(ctx) {
  return `${kit.baseUrl(ctx.appUrl)}/rpc.php`;
}

/** OpenMediaVault's own words in a failed call ({response: null, error: {message}}), or ''. */
function said(error) {
  const data = error && error.response && error.response.data;
  return data && data.error && typeof data.error.message === 'string' ? data.error.message : '';
}

function status(error) {
  return kit.httpStatus(error);
}

async function call(ctx, cookies, service, method, params) {
  const body = await ctx.post(rpcUrl(ctx), { service, method, params: params === undefined ? null : params, options: null }, {
    headers: { 'Content-Type': 'application/json', ...(cookies ? { Cookie: cookies } : {}) },
  });
  kit.expect(body && typeof body === 'object' && 'response' in body, `OpenMediaVault sent no answer to ${service}.${method}`);
  return body.response;
}

/** Cookie pairs by name, so a new login's cookies replace the old ones and keep the rest. */
function merge(kept, fresh) {
  const jar = new Map();
  for (const text of [kept, fresh]) {
    for (const pair of String(text || '').split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Signs in and answers the cookies to send: the session's and the known-browser one. */
async function signIn(ctx, kept) {
  const { username, password } = ctx.config;
  if (!username || !password) throw new Error('enter the username and password of an OpenMediaVault administrator');
  let response;
  try {
    response = await ctx.post(rpcUrl(ctx), { service: 'Session', method: 'login', params: { username: String(username), password: String(password) }, options: null }, {
      full: true,
      // Only the known-browser cookie goes with a login: an old session cookie would be reused.
      headers: { 'Content-Type': 'application/json', ...(kept ? { Cookie: merge('', kept.split('; ').filter((p) => p.startsWith('OPENMEDIAVAULT-LOGIN-')).join('; ')) } : {}) },
    });
  } catch (error) {
    // A wrong name or password is a 400 "Incorrect username or password.".
    if (status(error) === 400) throw kit.refused(`OpenMediaVault refused the username or password ("${said(error) || 'Incorrect username or password.'}")`, 401);
    throw error;
  }
  const answer = (response.data && response.data.response) || {};
  // 8.5 added sign-in plugins: it answers {status: "authenticated"}, or "challengeRequired" for a
  // second factor; before, {authenticated: true}.
  if (answer.status === 'challengeRequired') throw kit.refused(`OpenMediaVault: ${kit.messages.twoFactorUnsupported}`, 401);
  kit.expect(answer.authenticated === true || answer.status === 'authenticated', 'OpenMediaVault did not sign in');
  const cookies = kit.sessionCookie(response.headers['set-cookie']);
  kit.expect(cookies, 'OpenMediaVault sent no session cookie');
  return merge(kept, cookies);
}

async function signOut(ctx, cookies) {
  await call(ctx, cookies, 'Session', 'logout', null).catch(() => undefined);
}

/** Runs `work` signed in: with the kept session while it lasts (a 401 means it ended). */
async function withSession(ctx, work) {
  const kept = ctx.keep ? ctx.kept : null;
  if (kept && /OPENMEDIAVAULT-SESSIONID=/.test(kept)) {
    try {
      return await work(kept);
    } catch (error) {
      if (status(error) !== 401) throw error;
    }
  }
  let cookies;
  try {
    cookies = await signIn(ctx, kept);
  } catch (error) {
    // The known-browser cookie outlives a wrong password: only the session is dropped.
    if (ctx.keep) ctx.keep(kept ? kept.split('; ').filter((p) => p.startsWith('OPENMEDIAVAULT-LOGIN-')).join('; ') || null : null);
    throw error;
  }
  if (ctx.keep) {
    ctx.keep(cookies);
    return work(cookies);
  }
  try {
    return await work(cookies);
  } finally {
    await signOut(ctx, cookies);
  }
}

const notAdmin = 'this account is not an OpenMediaVault administrator, and only administrators may read the system information and file systems; sign in with an administrator (such as admin)';

async function read(ctx) {
  return withSession(ctx, async (cookies) => {
    const info = await call(ctx, cookies, 'System', 'getInformation', null);
    // Users who are not administrators get only the time and host name.
    if (!info || info.memTotal === undefined) throw kit.refused(notAdmin, 403);
    const filesystems = await call(ctx, cookies, 'FileSystemMgmt', 'enumerateMountedFilesystems', { includeroot: false });
    kit.expect(Array.isArray(filesystems), 'OpenMediaVault sent no file system list');
    return { info, filesystems };
  });
}

function number(text) {
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function share(part, whole) {
  return part !== null && whole ? kit.formatPercent((part / whole) * 100) : kit.missing;
}

function filesystemLine(fs) {
  const size = number(fs.size);
  const available = number(fs.available);
  const name = fs.label || fs.devicefile || fs.mountpoint;
  // `used` is already text ("1.50 TiB"); size and available are byte counts as strings.
  if (size === null || size <= 0 || available === null) return `${kit.escapeHtml(name)}: ${kit.escapeHtml(fs.used || kit.missing)}`;
  return `${kit.escapeHtml(name)}: ${kit.formatBytes(size - available)} of ${kit.formatBytes(size)} (${share(size - available, size)})`;
}

Object.assign(global, kit.integration({
  fixes: { 403: (words) => (words === 'Invalid context role.' ? notAdmin : '') },
  test: read,
  card: async (ctx) => {
    const { info, filesystems } = await read(ctx);
    const sized = filesystems.map((fs) => ({ size: number(fs.size), available: number(fs.available) })).filter((fs) => fs.size !== null && fs.size > 0 && fs.available !== null);
    const size = sized.reduce((sum, fs) => sum + fs.size, 0);
    const available = sized.reduce((sum, fs) => sum + fs.available, 0);
    const load = info.loadAverage || {};
    return {
      html: ['filesystems'],
      values: {
        // cpuUtilization is already a percentage.
        cpu: kit.formatPercent(info.cpuUtilization),
        memory: share(number(info.memUsed), number(info.memTotal)),
        storage: share(size - available, size),
        updates: kit.formatCount(info.availablePkgUpdates),
        hostname: info.hostname,
        version: info.version,
        uptime: kit.formatDuration(info.uptime),
        load: ['1min', '5min', '15min'].map((k) => (typeof load[k] === 'number' ? load[k].toFixed(2) : kit.missing)).join(', '),
        memoryBytes: `${kit.formatBytes(number(info.memUsed))} of ${kit.formatBytes(number(info.memTotal))}`,
        reboot: info.rebootRequired ? 'Yes' : 'No',
        filesystems: filesystems.map(filesystemLine).join('<br>') || 'none mounted',
        omvLink: kit.baseUrl(ctx.appUrl),
      },
    };
  },
}));
