// Synology Download Station (DSM 6.2 – 7.2): the task list with each task's transfer, signed in
// through SYNO.API.Auth with a session id (`sid`) kept between card runs.
const kit = require('@hearth/kit');

const session = 'DownloadStation';
const pageSize = 500;
// At most this many pages of tasks are read (10,000 tasks).
const maxPages = 20;
// Errors that mean the session is gone: 106 timed out, 107 ended by another login, 119 unknown sid.
const sessionGone = [106, 107, 119];

/** SYNO.API.Auth login errors (DSM Login Web API guide), as a refusal the card backs off from. */
function loginRefusal(code) {
  if (code === 400) return kit.refused('Download Station: DSM refused the account or password', 401);
  if (code === 401) return kit.refused('Download Station: this DSM account is disabled', 403);
  if (code === 402) return kit.refused('Download Station: this DSM account may not sign in here (permission denied)', 403);
  if (code === 403 || code === 404 || code === 406) return kit.refused(`Download Station: ${kit.messages.twoFactorUnsupported}`, 403);
  if (code === 407) return kit.refused('Download Station: DSM blocked this address after too many failed sign-ins (Auto Block); unblock it in Control Panel → Security, then check the password', 403);
  return new Error(`Download Station: DSM refused the sign-in (error ${code})`);
}

function formBody(params) {
  return Object.keys(params).map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key])}`).join('&');
}

async function webapi(ctx, url, path, params, form) {
  const body = form
    ? await ctx.post(`${url}/webapi/${path}`, formBody(params), { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    : await ctx.get(`${url}/webapi/${path}`, { params });
  kit.expect(body && typeof body === 'object' && typeof body.success === 'boolean', `DSM did not answer ${params.api} with JSON`);
  return body;
}

/** Where the login and the task list live: DSM 7 moved the login to entry.cgi. */
async function discover(ctx, url) {
  const body = await webapi(ctx, url, 'query.cgi', { api: 'SYNO.API.Info', version: 1, method: 'query', query: 'SYNO.API.Auth,SYNO.DownloadStation.Task' });
  const auth = body.data && body.data['SYNO.API.Auth'];
  const task = body.data && body.data['SYNO.DownloadStation.Task'];
  if (!task) throw new Error('Download Station is not installed or not running on this DSM');
  kit.expect(auth, 'DSM did not name its SYNO.API.Auth');
  return { url, auth: { path: auth.path, version: Math.min(auth.maxVersion, 6) }, task: { path: task.path } };
}

/** The password goes in a form body, not the address, so no log of addresses holds it. */
async function signIn(ctx, apis) {
  kit.expect(ctx.config.username && ctx.config.password, 'enter the DSM account and password');
  const body = await webapi(ctx, apis.url, apis.auth.path, { api: 'SYNO.API.Auth', version: apis.auth.version, method: 'login', account: ctx.config.username, passwd: ctx.config.password, session, format: 'sid' }, true);
  if (!body.success) throw loginRefusal(body.error && body.error.code);
  kit.expect(body.data && body.data.sid, 'DSM sent no session id');
  return body.data.sid;
}

async function signOut(ctx, apis, sid) {
  await webapi(ctx, apis.url, apis.auth.path, { api: 'SYNO.API.Auth', version: 1, method: 'logout', session, _sid: sid }).catch(() => undefined);
}

/** Every task with its transfer, a page at a time; null when the session is gone. */
async function allTasks(ctx, apis, sid) {
  const tasks = [];
  let total = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const params = { api: 'SYNO.DownloadStation.Task', version: 1, method: 'list', additional: 'transfer', offset: page * pageSize, limit: pageSize, _sid: sid };
    const body = await webapi(ctx, apis.url, apis.task.path, params);
    if (!body.success) {
      const code = body.error && body.error.code;
      if (sessionGone.includes(code)) return null;
      if (code === 105) throw kit.refused('Download Station: this DSM account may not use Download Station', 403);
      throw new Error(`Download Station: the task list failed (error ${code})`);
    }
    const list = Array.isArray(body.data.tasks) ? body.data.tasks : [];
    tasks.push(...list);
    total = body.data.total;
    if (list.length === 0 || tasks.length >= total) break;
  }
  return { tasks, total };
}

/**
 * The task list in the session the card kept (a sid lasts until DSM ends it), signing in again
 * when DSM no longer knows it; a connection test signs out when done.
 */
async function read(ctx) {
  const apis = await discover(ctx, kit.baseUrl(ctx.appUrl));
  if (ctx.keep && ctx.kept) {
    const found = await allTasks(ctx, apis, ctx.kept);
    if (found) return { url: apis.url, ...found };
  }
  let sid;
  try {
    sid = await signIn(ctx, apis);
  } catch (error) {
    if (ctx.keep) ctx.keep(null);
    throw error;
  }
  if (ctx.keep) ctx.keep(sid);
  try {
    const found = await allTasks(ctx, apis, sid);
    kit.expect(found, 'DSM ended the session it had just opened');
    return { url: apis.url, ...found };
  } finally {
    if (!ctx.keep) await signOut(ctx, apis, sid);
  }
}

function transfer(task, key) {
  const value = task.additional && task.additional.transfer ? Number(task.additional.transfer[key]) : 0;
  return Number.isFinite(value) ? value : 0;
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    await read(ctx);
  },
  card: async (ctx) => {
    const { url, tasks, total } = await read(ctx);
    const count = (status) => tasks.filter((task) => task.status === status).length;
    const sum = (key) => tasks.reduce((all, task) => all + transfer(task, key), 0);
    return {
      values: {
        download: kit.formatRate(sum('speed_download')),
        upload: kit.formatRate(sum('speed_upload')),
        downloading: kit.formatCount(count('downloading')),
        seeding: kit.formatCount(count('seeding')),
        tasks: kit.formatCount(total),
        finished: kit.formatCount(count('finished')),
        paused: kit.formatCount(count('paused')),
        waiting: kit.formatCount(count('waiting')),
        errors: kit.formatCount(count('error')),
        appUrl: url,
      },
    };
  },
}));
