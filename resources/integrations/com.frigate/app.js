// Frigate NVR: /api/stats, on the internal port without a sign-in, or on the authenticated port
// with the JWT cookie that /api/login gives (kept between card runs).
const kit = require('@hearth/kit');

const recordings = '/media/frigate/recordings';

function unauthorized(error) {
  return Boolean(error && error.response && error.response.status === 401);
}

/** Signs in and answers the `frigate_token=<JWT>` cookie. */
async function signIn(ctx, url) {
  const { username, password } = ctx.config;
  const response = await ctx.post(`${url}/api/login`, { user: username, password: password || '' }, { full: true, validateStatus: () => true });
  const said = response.data && typeof response.data === 'object' ? response.data.message || response.data.error : '';
  if (response.status === 401) throw kit.refused(`401: Frigate refused the username or password${said ? ` ("${said}")` : ''}`, 401);
  // auth.failed_login_rate_limit: Frigate counts sign-ins per address and refuses past the limit.
  if (response.status === 429) throw kit.refused(`429: Frigate is limiting sign-ins ("${said}"); wait a minute, then check the password`, 429);
  if (response.status === 404) throw kit.refused('Frigate has authentication turned off: leave the username and password empty', 400);
  kit.expect(response.status === 200, `Frigate answered the sign-in with HTTP ${response.status}`);
  const session = kit.sessionCookie(response.headers['set-cookie']);
  kit.expect(session, 'Frigate sent no session cookie');
  return session;
}

/**
 * The stats, signed in as the settings say. A kept session (a JWT, 24 hours by default) is used
 * until Frigate stops taking it; a sign-in is not repeated at every refresh, which a
 * failed_login_rate_limit would soon refuse.
 */
async function stats(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const read = (headers) => ctx.get(`${url}/api/stats`, { headers });
  if (!ctx.config.username) {
    try {
      return { url, body: await read({}) };
    } catch (error) {
      if (unauthorized(error)) throw kit.refused('401: Frigate asks for a sign-in: enter a username and password, or use the internal port 5000', 401);
      throw error;
    }
  }
  if (ctx.keep && ctx.kept) {
    try {
      return { url, body: await read({ Cookie: ctx.kept }) };
    } catch (error) {
      if (!unauthorized(error)) throw error;
    }
  }
  let session;
  try {
    session = await signIn(ctx, url);
  } catch (error) {
    if (ctx.keep) ctx.keep(null);
    throw error;
  }
  if (ctx.keep) ctx.keep(session);
  return { url, body: await read({ Cookie: session }) };
}

Object.assign(global, kit.integration({
  test: stats,
  card: async (ctx) => {
    const { url, body } = await stats(ctx);
    kit.expect(body && body.service && body.cameras, 'no cameras or service in /api/stats');
    const detectors = Object.values(body.detectors || {});
    const speeds = detectors.map((d) => Number(d.inference_speed)).filter((n) => Number.isFinite(n));
    const inference = speeds.length > 0 ? speeds.reduce((a, b) => a + b, 0) / speeds.length : null;
    const storage = (body.service.storage || {})[recordings];
    // Frigate gives storage in MiB.
    const mib = 1024 * 1024;
    return {
      values: {
        cameras: kit.formatCount(Object.keys(body.cameras).length),
        inference: inference === null ? kit.missing : `${Math.round(inference * 10) / 10} ms`,
        storage: storage && storage.total > 0 ? kit.formatPercent((storage.used / storage.total) * 100, 0) : kit.missing,
        uptime: kit.formatDuration(body.service.uptime),
        detectionFps: kit.formatNumber(body.detection_fps),
        storageUsed: storage ? `${kit.formatBytes(storage.used * mib)} of ${kit.formatBytes(storage.total * mib)}` : kit.missing,
        version: body.service.version,
        latest: body.service.latest_version,
        appUrl: url,
      },
    };
  },
}));
