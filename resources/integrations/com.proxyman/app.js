// Nginx Proxy Manager: a token from /api/tokens, then the host counts of /api/reports/hosts.
const kit = require('@hearth/kit');

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const body = await ctx.post(`${url}/api/tokens`, { identity: ctx.config.email, secret: ctx.config.password, expiry: '1y' });
  kit.expect(body && body.token, 'Nginx Proxy Manager sent no token');
  return { url, headers: { Authorization: `Bearer ${body.token}` } };
}

Object.assign(global, kit.integration({
  test: signIn,
  card: async (ctx) => {
    const { url, headers } = await signIn(ctx);
    const hosts = await ctx.get(`${url}/api/reports/hosts`, { headers });
    kit.expect(hosts && typeof hosts.proxy === 'number', 'no host counts in the report');
    return {
      values: {
        proxy: kit.formatCount(hosts.proxy),
        redirection: kit.formatCount(hosts.redirection),
        stream: kit.formatCount(hosts.stream),
        dead: kit.formatCount(hosts.dead),
        proxyManagerLink: url,
      },
    };
  },
}));
