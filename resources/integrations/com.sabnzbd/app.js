// SABnzbd API (4.0 – 5.0): the queue's header, which carries the speed, what is left and the
// free space. The key goes in the query, as SABnzbd reads it nowhere else.
const kit = require('@hearth/kit');

const MEBI = 1024 * 1024;

/**
 * A refused key answers 403 with a plain sentence ("API Key Incorrect", "API Key Required"), or
 * an empty body when the admin turned API warnings off; the NZB key reads no queue.
 */
const fixes = { 403: 'use the API key from Config → General, not the NZB key' };

/**
 * `mode=queue` lists every job unless paged: one slot is enough, because `noofslots_total` and
 * the sizes count the whole queue.
 */
async function readQueue(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  kit.expect(ctx.config.apiKey, 'enter the API key from Config → General');
  const params = { mode: 'queue', output: 'json', apikey: ctx.config.apiKey, start: 0, limit: 1 };
  const body = await ctx.get(`${url}/api`, { params });
  // An API error is 200 {status: false, error}: not a queue.
  if (body && body.status === false) throw new Error(`SABnzbd: ${body.error}`);
  kit.expect(body && body.queue && typeof body.queue === 'object', 'no queue in /api?mode=queue');
  return { url, queue: body.queue };
}

/** "H:MM:SS" or "D:HH:MM:SS" as SABnzbd writes it, in seconds; null when not that. */
function clockSeconds(text) {
  if (typeof text !== 'string' || !/^\d+(:\d+){2,3}$/.test(text)) return null;
  const parts = text.split(':').map(Number);
  const days = parts.length === 4 ? parts.shift() : 0;
  return days * 86400 + parts[0] * 3600 + parts[1] * 60 + parts[2];
}

Object.assign(global, kit.integration({
  fixes,
  test: (ctx) => readQueue(ctx),
  card: async (ctx) => {
    const { url, queue } = await readQueue(ctx);
    const speed = Number(queue.kbpersec) * 1024;
    const left = clockSeconds(queue.timeleft);
    return {
      values: {
        speed: kit.formatRate(speed),
        jobs: kit.formatCount(queue.noofslots_total),
        left: kit.formatBytes(Number(queue.mbleft) * MEBI),
        timeLeft: left === null || left === 0 ? kit.missing : kit.formatDuration(left),
        status: queue.status,
        size: kit.formatBytes(Number(queue.mb) * MEBI),
        free: kit.formatBytes(Number(queue.diskspace1) * 1024 * MEBI),
        limit: queue.speedlimit && queue.speedlimit !== '100' ? kit.formatPercent(queue.speedlimit, 0) : 'none',
        version: queue.version,
        appUrl: url,
      },
    };
  },
}));
