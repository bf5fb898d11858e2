// Nextcloud: the serverinfo app's OCS endpoint, with an admin's app password.
const kit = require('@hearth/kit');

async function serverInfo(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const body = await ctx.get(`${url}/ocs/v2.php/apps/serverinfo/api/v1/info`, {
    params: { format: 'json' },
    auth: { username: ctx.config.username, password: ctx.config.password },
    headers: { 'OCS-APIRequest': 'true', Accept: 'application/json' },
  });
  const data = body && body.ocs && body.ocs.data;
  kit.expect(data && data.nextcloud, 'no server info (is the serverinfo app enabled, and the user an admin?)');
  return { url, data };
}

Object.assign(global, kit.integration({
  test: serverInfo,
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
