// Speedtest Tracker: the latest result. v1.0 and later: /api/v1/results/latest with a bearer
// token (speeds in bits per second); older versions: /api/speedtest/latest (speeds in Mbps).
const kit = require('@hearth/kit');

async function latest(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  if (ctx.config.apiKey) {
    const body = await ctx.get(`${url}/api/v1/results/latest`, { headers: { Authorization: `Bearer ${ctx.config.apiKey}`, Accept: 'application/json' } });
    const data = body && body.data;
    kit.expect(data && 'download_bits' in data, 'no result in /api/v1/results/latest');
    return { download: data.download_bits, upload: data.upload_bits, ping: data.ping, when: data.created_at };
  }
  const body = await ctx.get(`${url}/api/speedtest/latest`, { headers: { Accept: 'application/json' } });
  const data = body && body.data;
  kit.expect(data && 'download' in data, 'no result in /api/speedtest/latest');
  return { download: data.download * 1e6, upload: data.upload * 1e6, ping: data.ping, when: data.created_at };
}

Object.assign(global, kit.integration({
  test: latest,
  card: async (ctx) => {
    const result = await latest(ctx);
    return {
      values: {
        download: kit.formatBits(result.download),
        upload: kit.formatBits(result.upload),
        ping: typeof result.ping === 'number' ? `${Math.round(result.ping)} ms` : kit.missing,
        when: kit.formatRelativeDate(result.when),
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
}));
