// Gluetun's HTTP control server (v1 routes): VPN status, the public IP it sees, forwarded ports.
const kit = require('@hearth/kit');

/** An API key role reads `X-API-Key`; a basic role reads Basic auth; no role needs nothing (before 3.41). */
function options(ctx) {
  const { apiKey, username, password } = ctx.config;
  if (apiKey) return { headers: { 'X-API-Key': apiKey } };
  if (username) return { auth: { username, password: password || '' } };
  return {};
}

const fixes = {
  // From 3.41 a route that no role names answers 401 whatever is sent.
  401: 'from Gluetun 3.41 every control-server route needs a role: give one auth "apikey" for GET /v1/vpn/status, /v1/publicip/ip and /v1/portforward (config.toml or HTTP_CONTROL_SERVER_AUTH_DEFAULT_ROLE) and enter its key here',
  404: 'no Gluetun control server at this address: check the URL and port (8000 by default)',
};

const statusNames = { running: 'Connected', starting: 'Connecting', stopping: 'Stopping', stopped: 'Stopped', crashed: 'Crashed' };

/** A call whose route older versions lack, or no role opens, answers what is missing as null. */
function optional(promise) {
  return promise.catch((error) => {
    if ([400, 401, 404].includes(kit.httpStatus(error))) return null;
    throw error;
  });
}

/**
 * 3.41 and later report every forwarded port on /v1/portforward (any VPN type); before, only
 * OpenVPN's first port on /v1/openvpn/portforwarded. Port 0 means none is forwarded.
 */
async function forwardedPorts(ctx, url) {
  const current = await optional(ctx.get(`${url}/v1/portforward`, options(ctx)));
  if (current) return Array.isArray(current.ports) ? current.ports : [current.port];
  const older = await optional(ctx.get(`${url}/v1/openvpn/portforwarded`, options(ctx)));
  return older ? [older.port] : null;
}

async function vpnStatus(ctx, url) {
  const body = await ctx.get(`${url}/v1/vpn/status`, options(ctx));
  kit.expect(body && typeof body.status === 'string', 'no status in /v1/vpn/status');
  return body.status;
}

Object.assign(global, kit.integration({
  fixes,
  test: (ctx) => vpnStatus(ctx, kit.baseUrl(ctx.appUrl)),
  card: async (ctx) => {
    const url = kit.baseUrl(ctx.appUrl);
    const [status, ip, ports] = await Promise.all([vpnStatus(ctx, url), ctx.get(`${url}/v1/publicip/ip`, options(ctx)), forwardedPorts(ctx, url)]);
    // The public IP is empty until the VPN is up and Gluetun has looked it up.
    const known = ip && ip.public_ip ? ip : {};
    const open = (ports || []).filter((port) => port > 0);
    return {
      values: {
        status: statusNames[status] || status,
        publicIp: known.public_ip,
        country: known.country,
        place: [known.city, known.region].filter(Boolean).join(', '),
        organization: known.organization,
        hostname: known.hostname,
        timezone: known.timezone,
        port: ports === null ? kit.missing : open.length > 0 ? open.join(', ') : 'None',
        appUrl: url,
      },
    };
  },
}));
