// PeaNUT (a web UI for Network UPS Tools): /api/v1/devices gives each UPS's NUT variables.
const kit = require('@hearth/kit');

/** NUT's ups.status flags, as the NUT developer guide names them. */
const flags = {
  OL: 'online', OB: 'on battery', LB: 'low battery', HB: 'high battery', RB: 'replace battery', CHRG: 'charging', DISCHRG: 'discharging',
  BYPASS: 'on bypass', CAL: 'calibrating', OFF: 'off', OVER: 'overloaded', TRIM: 'trimming voltage', BOOST: 'boosting voltage', FSD: 'forced shutdown',
};

function connection(ctx) {
  const { username, password } = ctx.config;
  return { url: kit.baseUrl(ctx.appUrl), options: username || password ? { auth: { username: username || '', password: password || '' } } : {} };
}

/** "OL CHRG" → "Online, charging"; flags NUT may add later are shown as they are. */
function statusText(status) {
  const words = String(status || '').trim().split(/\s+/).filter(Boolean).map((flag) => flags[flag] || flag);
  if (words.length === 0) return kit.missing;
  const text = words.join(', ');
  return text[0].toUpperCase() + text.slice(1);
}

function name(vars, index) {
  const id = vars['peanut.device_id'];
  // With meta, a named device's id is "server:port/name"; the list's is the name alone.
  return typeof id === 'string' ? id.split('/').pop() : vars['device.model'] || vars['ups.model'] || `UPS ${index + 1}`;
}

async function devicesOf(ctx) {
  const { url, options } = connection(ctx);
  const device = String(ctx.config.device || '').trim();
  if (device) {
    try {
      const vars = await ctx.get(`${url}/api/v1/devices/${encodeURIComponent(device)}`, options);
      kit.expect(vars && typeof vars === 'object' && !Array.isArray(vars), 'no UPS variables from PeaNUT: is this PeaNUT?');
      return [{ ...vars, 'peanut.device_id': device }];
    } catch (error) {
      if (kit.httpStatus(error) === 404) kit.expect(false, `PeaNUT knows no UPS named "${device}" (check the name NUT gives it in ups.conf)`);
      throw error;
    }
  }
  // meta=true adds each UPS's name from PeaNUT 5.14; before, the model names it.
  const list = await ctx.get(`${url}/api/v1/devices`, { ...options, params: { meta: true } });
  kit.expect(Array.isArray(list), 'no device list from PeaNUT: is this PeaNUT?');
  kit.expect(list.length > 0, 'PeaNUT lists no UPS: check its NUT server settings');
  return list;
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    await devicesOf(ctx);
  },
  card: async (ctx) => {
    const list = await devicesOf(ctx);
    const ups = list[0];
    const rows = list
      .map((vars, index) => `<dt${/\b(OB|LB)\b/.test(String(vars['ups.status'])) ? ' class="hk-down"' : ''}>${kit.escapeHtml(name(vars, index))}</dt><dd>${kit.escapeHtml(statusText(vars['ups.status']))}, battery ${kit.formatPercent(vars['battery.charge'], 0)}, load ${kit.formatPercent(vars['ups.load'], 0)}, ${kit.formatDuration(vars['battery.runtime'])} left</dd>`)
      .join('');
    const model = [ups['device.mfr'], ups['device.model'] || ups['ups.model']].filter(Boolean).join(' ');
    return {
      values: {
        charge: kit.formatPercent(ups['battery.charge'], 0),
        load: kit.formatPercent(ups['ups.load'], 0),
        runtime: kit.formatDuration(ups['battery.runtime']),
        status: statusText(ups['ups.status']),
        name: name(ups, 0),
        model,
        inputVoltage: ups['input.voltage'] === undefined ? kit.missing : `${ups['input.voltage']} V`,
        power: ups['ups.realpower.nominal'] === undefined ? kit.missing : `${ups['ups.realpower.nominal']} W`,
        rows: list.length > 1 ? rows : '',
        appUrl: connection(ctx).url,
      },
      html: ['rows'],
    };
  },
  fixes: { 401: 'check the username and password: PeaNUT 6 always asks for its login, PeaNUT 5 when WEB_USERNAME and WEB_PASSWORD are set' },
}));
