// Tautulli (API v2, ?apikey=&cmd=): Plex streams, transcodes and bandwidth.
const kit = require('@hearth/kit');

/**
 * One API v2 command. Every answer is {response: {result, message, data}}. A wrong key is
 * "Invalid apikey": a 401 before Tautulli 2.10.5, a 400 since; both are a refused key here.
 */
async function command(ctx, cmd) {
  const url = kit.baseUrl(ctx.appUrl);
  let body;
  try {
    body = await ctx.get(`${url}/api/v2`, { params: { apikey: ctx.config.apiKey, cmd } });
  } catch (error) {
    const answer = error && error.response && error.response.data && error.response.data.response;
    if (answer && answer.message === 'Invalid apikey') {
      throw kit.refused(`${error.response.status}: Tautulli refused the API key ("Invalid apikey"): copy it from Tautulli, Settings, Web Interface, API`, 401);
    }
    throw error;
  }
  const response = body && body.response;
  kit.expect(response && response.result === 'success', `${cmd} answered ${response ? `"${response.message || response.result}"` : 'no response'}`);
  return response.data;
}

/** Tautulli writes bandwidth in kbit/s. */
function bandwidth(kbps) {
  const n = Number(kbps);
  return Number.isFinite(n) ? kit.formatBits(n * 1000) : kit.missing;
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    const info = await command(ctx, 'get_tautulli_info');
    kit.expect(info && info.tautulli_version, 'no tautulli_version in get_tautulli_info');
  },
  card: async (ctx) => {
    const [info, activity] = await Promise.all([command(ctx, 'get_tautulli_info'), command(ctx, 'get_activity')]);
    // Tautulli answers success with empty data when it cannot reach Plex Media Server.
    if (!activity || activity.stream_count === undefined) throw new Error('Tautulli has no activity to show: it cannot reach Plex Media Server (check its Plex settings)');
    return {
      values: {
        // stream_count is a string ("2"), the per-kind counts numbers.
        streams: kit.formatCount(activity.stream_count),
        transcodes: kit.formatCount(activity.stream_count_transcode),
        directPlay: kit.formatCount(activity.stream_count_direct_play),
        directStream: kit.formatCount(activity.stream_count_direct_stream),
        bandwidth: bandwidth(activity.total_bandwidth),
        lan: bandwidth(activity.lan_bandwidth),
        wan: bandwidth(activity.wan_bandwidth),
        version: info && info.tautulli_version,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
}));
