// Heimdall: its /health endpoint counts the dashboard's items and users.
const kit = require('@hearth/kit');

async function health(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const body = await ctx.get(`${url}/health`, { headers: { Accept: 'application/json' } });
  kit.expect(body && typeof body === 'object' && 'items' in body, 'no item count in /health');
  return { url, body };
}

Object.assign(global, kit.integration({
  test: health,
  card: async (ctx) => {
    const { url, body } = await health(ctx);
    return { values: { items: kit.formatCount(body.items), users: kit.formatCount(body.users), appUrl: url } };
  },
}));
