// Nextcloud: the serverinfo app's OCS endpoint, with its monitoring token (NC-Token, which
// reads nothing else) or an admin's app password.
const kit = require('@hearth/kit');

/**
 * serverinfo answers an admin or a request whose NC-Token header matches the token stored with
 * `occ config:app:set serverinfo token` (lib/Controller/ApiController.php, checkAuthorized); the
 * token is the least a dashboard needs, so it is sent alone when set.
 */
function credentials(ctx) {
  const token = String(ctx.config.token || '').trim();
  if (token) return { headers: { 'NC-Token': token } };
  if (!ctx.config.username || !ctx.config.password) throw new Error('enter the serverinfo monitoring token, or an admin\'s username and app password');
  return { auth: { username: ctx.config.username, password: ctx.config.password }, headers: {} };
}

async function serverInfo(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const { auth, headers } = credentials(ctx);
  const body = await ctx.get(`${url}/ocs/v2.php/apps/serverinfo/api/v1/info`, {
    params: { format: 'json' },
    ...(auth ? { auth } : {}),
    headers: { ...headers, 'OCS-APIRequest': 'true', Accept: 'application/json' },
  });
  const data = body && body.ocs && body.ocs.data;
  kit.expect(data && data.nextcloud, 'no server info (is the serverinfo app enabled, and the user an admin?)');
  return { url, data };
}

Object.assign(global, kit.integration({
  test: serverInfo,
  fixes: { 401: 'sign in as a Nextcloud admin, or use the serverinfo monitoring token' },
  card: async (ctx) => {
    const { url, data } = await serverInfo(ctx);
    const system = data.nextcloud.system || {};
    const storage = data.nextcloud.storage || {};
    const active = data.activeUsers || {};
    return {
      values: {
        version: system.version,
        users: kit.formatCount(storage.num_users),
        activeUsers: kit.formatCount(active.last24hours),
        files: kit.formatNumber(storage.num_files),
        shares: kit.formatCount(data.nextcloud.shares && data.nextcloud.shares.num_shares),
        freeSpace: kit.formatBytes(system.freespace),
        appUrl: url,
      },
    };
  },
}));
