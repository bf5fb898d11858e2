// Nginx Proxy Manager: a token from /api/tokens, then the host counts of /api/reports/hosts.
const kit = require('@hearth/kit');

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  // Only the two fields: from 2.12.0 the token request refuses any other (additionalProperties: false).
  const body = await ctx.post(`${url}/api/tokens`, { identity: ctx.config.email, secret: ctx.config.password });
  // 2.13.0+: an account with two-factor sign-in gets a challenge instead of a token.
  if (body && body.requires_2fa) throw new Error(kit.messages.twoFactorUnsupported);
  kit.expect(body && body.token, 'Nginx Proxy Manager sent no token');
  return { url, headers: { Authorization: `Bearer ${body.token}` } };
}

/** A wrong email or password is a 401 up to 2.12.x and a 400 from 2.13.0 (AuthError), in the same words. */
const wrongPassword = (said) => (/email or password|invalid password/i.test(said) ? 'check the email and password' : '');

Object.assign(global, kit.integration({
  test: signIn,
  fixes: { 400: wrongPassword, 401: wrongPassword },
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
