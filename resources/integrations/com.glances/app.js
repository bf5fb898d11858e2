// Glances web server (glances -w): API 4 (Glances 4.x, FastAPI) or API 3 (Glances 3.x, Bottle),
// the same plugin routes /api/N/<plugin> under each. A password is HTTP Basic on every route.
const kit = require('@hearth/kit');

function connection(ctx) {
  const version = ctx.config.version === '3' ? '3' : '4';
  const { username, password } = ctx.config;
  const auth = username || password ? { username: username || '', password: password || '' } : undefined;
  return { api: `${kit.baseUrl(ctx.appUrl)}/api/${version}`, version, auth };
}

/**
 * Each version serves only its own /api/N: the other answers 404 (FastAPI's {"detail": "Not
 * Found"}, Bottle's HTML page), which means the version setting is wrong.
 */
function plugin(ctx, name) {
  const { api, version, auth } = connection(ctx);
  return ctx.get(`${api}/${name}`, auth ? { auth } : {}).catch((error) => {
    if (kit.httpStatus(error) === 404) {
      const other = version === '4' ? '3' : '4';
      const wrongVersion = new Error(`404: Glances has no API ${version} at this address (set the Glances version to ${other}: Glances ${other}.x serves API ${other} only; or check the URL)`);
      wrongVersion.explained = true;
      throw wrongVersion;
    }
    throw error;
  });
}

/** A load average as `uptime` prints it, two decimals: "0.70". */
function loadAverage(load, key) {
  return load && typeof load[key] === 'number' ? load[key].toFixed(2) : kit.missing;
}

/** The fullest file system: the one a person wants to hear about first. */
function fullest(fs) {
  return (Array.isArray(fs) ? fs : []).filter((f) => f && typeof f.percent === 'number').sort((a, b) => b.percent - a.percent)[0];
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    const system = await plugin(ctx, 'system');
    kit.expect(system && system.hostname !== undefined, 'no hostname in the system plugin: is this Glances?');
  },
  card: async (ctx) => {
    const [quicklook, system, load, fs, uptime] = await Promise.all(['quicklook', 'system', 'load', 'fs', 'uptime'].map((name) => plugin(ctx, name)));
    kit.expect(quicklook && typeof quicklook.cpu === 'number', 'no CPU use in the quicklook plugin: is this Glances?');
    const disk = fullest(fs);
    const disks = (Array.isArray(fs) ? fs : [])
      .map((f) => `<dt>${kit.escapeHtml(f.mnt_point)}</dt><dd>${kit.formatPercent(f.percent)} of ${kit.formatBytes(f.size)} (${kit.formatBytes(f.free)} free)</dd>`)
      .join('');
    return {
      values: {
        cpu: kit.formatPercent(quicklook.cpu),
        memory: kit.formatPercent(quicklook.mem),
        swap: kit.formatPercent(quicklook.swap),
        load1: loadAverage(load, 'min1'),
        load5: loadAverage(load, 'min5'),
        load15: loadAverage(load, 'min15'),
        cores: kit.formatCount(load && load.cpucore),
        disk: disk ? kit.formatPercent(disk.percent) : kit.missing,
        diskName: disk ? disk.mnt_point : kit.missing,
        disks,
        hostname: system && system.hostname,
        os: system && (system.hr_name || system.os_name),
        cpuName: quicklook.cpu_name,
        // Glances writes its uptime as Python prints a timedelta: "12 days, 3:04:05".
        uptime: typeof uptime === 'string' ? uptime : kit.missing,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
      html: ['disks'],
    };
  },
  fixes: { 401: 'check the username and password Glances was started with (--username, --password)' },
}));
