// Traefik v2/v3 API: /api/overview (counts per protocol, with warnings and errors) and /api/version.
const kit = require('@hearth/kit');

/**
 * The API lives at the root of the dashboard's host (/api, beside /dashboard/), so a link to the
 * dashboard itself is read from its root.
 */
function apiRoot(ctx) {
  return kit.baseUrl(ctx.appUrl).replace(/\/dashboard(?:\/.*)?$/, '');
}

/**
 * Traefik's API has no login of its own: it is open, or a router puts a basicAuth middleware in
 * front of it. Credentials are sent only when the user gave them.
 */
function options(ctx) {
  const { username, password } = ctx.config;
  return username ? { auth: { username, password: password || '' } } : {};
}

const fixes = {
  401: (said) => (said ? '' : 'the API is behind a basicAuth middleware: check the username and password, or enter them'),
  404: 'no API at this address: Traefik serves it only with api.dashboard or api.insecure, at the root of the dashboard\'s host',
};

function total(section) {
  return section && typeof section.total === 'number' ? section.total : 0;
}

/** Errors (disabled) and warnings over every router, service and middleware, of every protocol. */
function problems(overview) {
  let errors = 0;
  let warnings = 0;
  for (const protocol of ['http', 'tcp', 'udp']) {
    for (const section of Object.values(overview[protocol] || {})) {
      errors += (section && section.errors) || 0;
      warnings += (section && section.warnings) || 0;
    }
  }
  return { errors, warnings };
}

async function overview(ctx) {
  const body = await ctx.get(`${apiRoot(ctx)}/api/overview`, options(ctx));
  kit.expect(body && body.http && body.http.routers, 'no HTTP routers in /api/overview');
  return body;
}

Object.assign(global, kit.integration({
  fixes,
  test: overview,
  card: async (ctx) => {
    const url = apiRoot(ctx);
    const [data, version] = await Promise.all([overview(ctx), ctx.get(`${url}/api/version`, options(ctx)).catch(() => null)]);
    const { errors, warnings } = problems(data);
    const { http, tcp = {}, udp = {} } = data;
    return {
      values: {
        routers: kit.formatCount(total(http.routers)),
        services: kit.formatCount(total(http.services)),
        middlewares: kit.formatCount(total(http.middlewares)),
        errors: kit.formatCount(errors),
        warnings: kit.formatCount(warnings),
        tcpRouters: kit.formatCount(total(tcp.routers)),
        tcpServices: kit.formatCount(total(tcp.services)),
        udpRouters: kit.formatCount(total(udp.routers)),
        udpServices: kit.formatCount(total(udp.services)),
        providers: Array.isArray(data.providers) && data.providers.length > 0 ? data.providers.join(', ') : kit.missing,
        version: version && version.Version,
        appUrl: `${url}/dashboard/`,
      },
    };
  },
}));
