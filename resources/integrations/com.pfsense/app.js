// pfSense REST API package v2: /api/v2/status/system and /api/v2/status/interfaces.
const kit = require('@hearth/kit');

/** KeyAuth reads X-API-Key; BasicAuth (the package's default method) a local user. */
function options(ctx) {
  const { apiKey, username, password } = ctx.config;
  if (apiKey) return { headers: { 'X-API-Key': apiKey } };
  return { auth: { username: username || '', password: password || '' } };
}

const fixes = {
  401: 'check the key or password; a key works only with "Key" among the authentication methods in System → REST API → Settings (only "Local database" is on at first)',
  // Each endpoint and method has its own privilege ("REST API - <path> <METHOD>"), besides "WebCfg - All pages".
  403: 'the user lacks a privilege: give it "REST API - /api/v2/status/system GET" and "REST API - /api/v2/status/interfaces GET"',
  404: 'no REST API v2 here: install the pfSense-pkg-RESTAPI package (v2), and check the URL',
};

/** The package's envelope `{code, status, response_id, message, data}`. */
function data(body, what) {
  kit.expect(body && body.data !== undefined, `no data in ${what}`);
  return body.data;
}

/** The WAN by its interface name (wan, opt1), its device (igb0) or its description. */
function findWan(interfaces, wanted) {
  const name = (wanted || 'wan').trim().toLowerCase();
  const found = interfaces.find((itf) => [itf.name, itf.hwif, itf.descr].some((value) => String(value || '').toLowerCase() === name));
  kit.expect(found, `no interface "${name}" in /api/v2/status/interfaces (interfaces there: ${interfaces.map((itf) => itf.name).join(', ')})`);
  return found;
}

function percent(value) {
  return typeof value === 'number' ? kit.formatPercent(value) : kit.missing;
}

Object.assign(global, kit.integration({
  fixes,
  test: (ctx) => ctx.get(`${kit.baseUrl(ctx.appUrl)}/api/v2/status/system`, options(ctx)),
  card: async (ctx) => {
    const url = kit.baseUrl(ctx.appUrl);
    const [systemBody, interfacesBody] = await Promise.all([
      ctx.get(`${url}/api/v2/status/system`, options(ctx)),
      // A list endpoint pages by limit and offset; limit 0 asks for every interface at once.
      ctx.get(`${url}/api/v2/status/interfaces`, Object.assign({ params: { limit: 0, offset: 0 } }, options(ctx))),
    ]);
    const system = data(systemBody, '/api/v2/status/system');
    const interfaces = data(interfacesBody, '/api/v2/status/interfaces');
    kit.expect(Array.isArray(interfaces), 'no interface list in /api/v2/status/interfaces');
    const wan = findWan(interfaces, ctx.config.wan);
    const load = Array.isArray(system.cpu_load_avg) ? system.cpu_load_avg.join(', ') : kit.missing;
    return {
      values: {
        cpu: percent(system.cpu_usage),
        memory: percent(system.mem_usage),
        // A virtual machine or a board without a sensor reports no temperature (null).
        temperature: typeof system.temp_c === 'number' ? `${kit.formatNumber(system.temp_c)} °C` : kit.missing,
        wanStatus: wan.status === 'up' ? 'Up' : wan.status ? `Down (${wan.status})` : kit.missing,
        wanName: wan.descr || wan.name,
        wanIp: wan.ipaddr,
        wanIn: kit.formatBytes(wan.inbytes),
        wanOut: kit.formatBytes(wan.outbytes),
        load,
        disk: percent(system.disk_usage),
        swap: percent(system.swap_usage),
        uptime: system.uptime,
        platform: system.platform,
        appUrl: url,
      },
    };
  },
}));
