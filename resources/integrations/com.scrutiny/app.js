// Scrutiny (S.M.A.R.T. monitoring): the dashboard's drive summary and the settings that say which
// failures count. Scrutiny has no sign-in. It serves under an optional base path
// (web.listen.basepath, e.g. /scrutiny), with its UI at <base>/web: a link to the UI is read back
// to its base. Any path it has no route for, an /api call at the wrong base path included, is
// answered 200 with the UI's HTML, so an answer that is not JSON means the base path is wrong.
const kit = require('@hearth/kit');

/** http://nas:8080/scrutiny/web/dashboard → http://nas:8080/scrutiny */
function base(ctx) {
  return kit.baseUrl(ctx.appUrl).replace(/\/web(?:\/.*)?$/, '');
}

async function api(ctx, path) {
  const url = `${base(ctx)}/api/${path}`;
  const body = await ctx.get(url);
  if (typeof body === 'string' || !body || typeof body !== 'object') {
    throw new Error(`${url} answered with a web page, not Scrutiny's API: check the URL, with Scrutiny's base path if it has one (web.listen.basepath, e.g. http://host:8080/scrutiny)`);
  }
  kit.expect(body.success === true, `Scrutiny answered /api/${path} without success`);
  return body;
}

// device_status is a bit mask (webapp/backend/pkg/constants.go): 1 failed S.M.A.R.T., 2 failed
// Scrutiny's own thresholds. status_threshold (settings) is the same mask: which failures count.
const known = 3;

function verdict(status, threshold) {
  if (typeof status !== 'number' || status < 0 || status > known) return 'unknown';
  return (status & threshold) !== 0 ? 'failed' : 'passed';
}

function temperature(celsius, unit) {
  if (typeof celsius !== 'number' || celsius <= 0) return kit.missing;
  return unit === 'fahrenheit' ? `${Math.round((celsius * 9) / 5 + 32)} °F` : `${celsius} °C`;
}

/** Power-on hours as Scrutiny's dashboard shows them by default: years, months and days. */
function powerOn(hours) {
  return typeof hours === 'number' && hours > 0 ? kit.formatDuration(hours * 3600) : kit.missing;
}

function driveLine(entry, threshold, unit) {
  const d = entry.device;
  const smart = entry.smart || {};
  const name = [d.device_name && `/dev/${d.device_name}`, d.model_name].filter(Boolean).join(' ');
  const parts = [verdict(d.device_status, threshold), kit.formatBytes(d.capacity), temperature(smart.temp, unit), `on ${powerOn(smart.power_on_hours)}`];
  return `${kit.escapeHtml(name || d.wwn)}: ${parts.join(', ')}`;
}

async function read(ctx) {
  const [summary, settings] = await Promise.all([api(ctx, 'summary'), api(ctx, 'settings')]);
  kit.expect(summary.data && summary.data.summary && typeof summary.data.summary === 'object', 'Scrutiny sent no drive summary');
  const metrics = (settings.settings && settings.settings.metrics) || {};
  const threshold = typeof metrics.status_threshold === 'number' ? metrics.status_threshold : known;
  const unit = (settings.settings && settings.settings.temperature_unit) || 'celsius';
  // Archived drives are off the dashboard (v0.7.2+).
  const drives = Object.values(summary.data.summary).filter((entry) => entry && entry.device && !entry.device.archived);
  return { drives, threshold, unit };
}

Object.assign(global, kit.integration({
  test: read,
  card: async (ctx) => {
    const { drives, threshold, unit } = await read(ctx);
    const count = (which) => drives.filter((entry) => verdict(entry.device.device_status, threshold) === which).length;
    const temps = drives.map((entry) => entry.smart && entry.smart.temp).filter((t) => typeof t === 'number' && t > 0);
    const counted = { 1: 'S.M.A.R.T. failures', 2: "failures of Scrutiny's thresholds", 3: "S.M.A.R.T. and Scrutiny's failures" };
    return {
      html: ['drives'],
      values: {
        passed: kit.formatCount(count('passed')),
        failed: kit.formatCount(count('failed')),
        unknown: kit.formatCount(count('unknown')),
        hottest: temps.length > 0 ? temperature(Math.max(...temps), unit) : kit.missing,
        drives: drives.map((entry) => driveLine(entry, threshold, unit)).join('<br>') || 'none yet (the collector has not reported)',
        counts: counted[threshold] || counted[known],
        scrutinyLink: `${base(ctx)}/web`,
      },
    };
  },
}));
