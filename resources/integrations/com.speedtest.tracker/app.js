// Speedtest Tracker: the last finished test, and what the newest run is doing. v1.1 and later:
// the v1 API with a bearer token (speeds in bytes per second); without a token: the deprecated
// /api/speedtest/latest (speeds in Mbps), which every version still answers.
const kit = require('@hearth/kit');

const underWay = ['benchmarking', 'checking', 'running', 'started', 'waiting'];

/**
 * v1 writes created_at with Laravel's toDateTimeString(): "2026-11-28 07:40:00", no zone, in the
 * app's zone, which is UTC (APP_TIMEZONE; DISPLAY_TIMEZONE only changes the web pages). Read as it
 * is, it would be taken for the zone of the machine running the card.
 */
function utc(text) {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
}

function noResultYet(error) {
  return kit.httpStatus(error) === 404 ? new Error('Speedtest Tracker has no test result yet: run a speed test there first') : error;
}

/**
 * results/latest is the newest result of any status: during a scheduled run it is the running
 * test, after a failure the failed one, and neither has speeds. Then the newest completed one is
 * asked for by name.
 */
async function fromApi(ctx, url) {
  const headers = { Authorization: `Bearer ${ctx.config.apiKey}`, Accept: 'application/json' };
  const body = await ctx.get(`${url}/api/v1/results/latest`, { headers }).catch((error) => { throw noResultYet(error); });
  const newest = body && body.data;
  kit.expect(newest && typeof newest.status === 'string', 'no result in /api/v1/results/latest');
  let finished = newest;
  if (newest.status !== 'completed') {
    const list = await ctx.get(`${url}/api/v1/results`, { headers, params: { 'filter[status]': 'completed', sort: '-created_at', 'page[size]': 1 } });
    kit.expect(list && Array.isArray(list.data), 'no result list in /api/v1/results');
    finished = list.data[0] || null;
  }
  const bits = (bytes) => (typeof bytes === 'number' ? bytes * 8 : null);
  return {
    download: finished && bits(finished.download),
    upload: finished && bits(finished.upload),
    ping: finished && finished.ping,
    when: finished && utc(finished.created_at),
    newest: { status: newest.status, when: utc(newest.created_at) },
  };
}

/** The old route gives the newest completed or failed test; a failed one has no speeds. */
async function fromOldRoute(ctx, url) {
  const body = await ctx.get(`${url}/api/speedtest/latest`, { headers: { Accept: 'application/json' } }).catch((error) => { throw noResultYet(error); });
  const data = body && body.data;
  kit.expect(data && 'download' in data, 'no result in /api/speedtest/latest');
  const mbps = (value) => (typeof value === 'number' ? value * 1e6 : null);
  return { download: mbps(data.download), upload: mbps(data.upload), ping: data.ping, when: data.created_at, newest: { status: data.failed ? 'failed' : 'completed', when: data.created_at } };
}

async function latest(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  return ctx.config.apiKey ? fromApi(ctx, url) : fromOldRoute(ctx, url);
}

function runState(newest) {
  if (underWay.includes(newest.status)) return 'Testing now';
  if (newest.status === 'completed') return 'Completed';
  const label = newest.status.charAt(0).toUpperCase() + newest.status.slice(1);
  return `${label} ${kit.formatRelativeDate(newest.when)}`;
}

Object.assign(global, kit.integration({
  test: latest,
  fixes: { 401: 'check the API token', 403: 'give the API token the results:read ability in Speedtest Tracker, API Tokens' },
  card: async (ctx) => {
    const result = await latest(ctx);
    return {
      values: {
        download: kit.formatBits(result.download),
        upload: kit.formatBits(result.upload),
        ping: typeof result.ping === 'number' ? `${Math.round(result.ping)} ms` : kit.missing,
        when: result.when ? kit.formatRelativeDate(result.when) : kit.missing,
        state: runState(result.newest),
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
}));
