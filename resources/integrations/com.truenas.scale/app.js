// TrueNAS SCALE: system info and alerts with an API key. The appurl field is honoured (the
// original ignored it), then the service URL, then the link.
//
// From 25.04 TrueNAS speaks JSON-RPC 2.0 over the /api/current websocket (its REST API is
// deprecated there and removed in 26), so that is tried first; an older TrueNAS without it
// (a 404 on the upgrade) is read over REST. TrueNAS 25.04 and later revoke an API key that
// arrives over plain http, so the key is only ever sent over https.
const kit = require('@hearth/kit');

function address(ctx) {
  const url = kit.baseUrl(ctx.config.appurl || ctx.appUrl);
  if (!/^https:/i.test(url)) {
    throw new Error('TrueNAS revokes an API key that is sent over http:// (25.04 and later); use the https:// address of TrueNAS');
  }
  return url;
}

function refused() {
  const error = new Error('TrueNAS refused the API key');
  error.response = { status: 401 };
  return error;
}

async function overWebsocket(ctx, url) {
  const rpc = await ctx.rpc(`${url.replace(/^https/i, 'wss')}/api/current`);
  try {
    if ((await rpc.call('auth.login_with_api_key', [ctx.config.apiKey || ''])) !== true) throw refused();
    const info = await rpc.call('system.info', []);
    const alerts = await rpc.call('alert.list', []);
    return { info, alerts };
  } finally {
    rpc.close();
  }
}

async function overRest(ctx, url) {
  const headers = { Authorization: `Bearer ${ctx.config.apiKey}` };
  const info = await ctx.get(`${url}/api/v2.0/system/info`, { headers });
  const alerts = await ctx.get(`${url}/api/v2.0/alert/list`, { headers });
  return { info, alerts };
}

async function read(ctx) {
  const url = address(ctx);
  let answer;
  try {
    answer = await overWebsocket(ctx, url);
  } catch (error) {
    // TrueNAS before the JSON-RPC API has no /api/current.
    if (!(error && error.response && error.response.status === 404)) throw error;
    answer = await overRest(ctx, url);
  }
  kit.expect(answer.info && typeof answer.info.physmem === 'number', 'no memory size in the system info');
  kit.expect(Array.isArray(answer.alerts), 'the alert list is not a list');
  return { url, ...answer };
}

function uptime(seconds) {
  const hours = (seconds || 0) / 3600;
  return hours < 24 ? `${Math.floor(hours)} hours` : `${Math.floor(hours / 24)} days`;
}

/**
 * Alert levels that want attention: every level above WARNING (middlewared/alert/base.py,
 * AlertLevel: INFO, NOTICE, WARNING, ERROR, CRITICAL, ALERT, EMERGENCY).
 */
const urgent = ['ERROR', 'CRITICAL', 'ALERT', 'EMERGENCY'];

Object.assign(global, kit.integration({
  test: read,
  card: async (ctx) => {
    const { url, info, alerts } = await read(ctx);
    const open = alerts.filter((a) => !a.dismissed);
    return {
      values: {
        uptimes: uptime(info.uptime_seconds),
        cores: kit.formatCount(info.cores),
        // physmem is in bytes; TrueNAS shows memory in binary units (32 GiB, not 34 GB).
        memory: kit.formatBytes(info.physmem),
        alerts: kit.formatCount(open.length),
        critical: kit.formatCount(open.filter((a) => urgent.includes(a.level)).length),
        info: kit.formatCount(open.filter((a) => a.level === 'INFO').length),
        nasLink: url,
      },
    };
  },
}));
