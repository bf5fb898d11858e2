// TrueNAS SCALE: system info and alerts with an API key. The appurl field is honoured (the
// original ignored it), then the service URL, then the link.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.config.appurl || ctx.appUrl), headers: { Authorization: `Bearer ${ctx.config.apiKey}` } };
}

async function systemInfo(ctx) {
  const { url, headers } = connection(ctx);
  const info = await ctx.get(`${url}/api/v2.0/system/info`, { headers });
  kit.expect(info && typeof info.physmem === 'number', 'no memory size in the system info');
  return info;
}

function uptime(seconds) {
  const hours = (seconds || 0) / 3600;
  return hours < 24 ? `${Math.floor(hours)} hours` : `${Math.floor(hours / 24)} days`;
}

function memory(bytes) {
  const mb = bytes / 1e6;
  if (mb < 1e3) return `${Math.round(mb)} MB`;
  if (mb < 1e6) return `${Math.round(mb / 1e3)} GB`;
  return `${(mb / 1e6).toFixed(1)} TB`;
}

Object.assign(global, kit.integration({
  test: systemInfo,
  card: async (ctx) => {
    const info = await systemInfo(ctx);
    const { url, headers } = connection(ctx);
    const alerts = await ctx.get(`${url}/api/v2.0/alert/list`, { headers });
    kit.expect(Array.isArray(alerts), 'the alert list is not a list');
    const open = alerts.filter((a) => !a.dismissed);
    return {
      values: {
        uptimes: uptime(info.uptime_seconds),
        cores: kit.formatCount(info.cores),
        memory: memory(info.physmem),
        alerts: kit.formatCount(open.length),
        critical: kit.formatCount(open.filter((a) => a.level === 'CRITICAL').length),
        info: kit.formatCount(open.filter((a) => a.level === 'INFO').length),
        nasLink: url,
      },
    };
  },
}));
