// Seerr, Overseerr and Jellyseerr (API v1, X-Api-Key): requests by status and open issues.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-Api-Key': ctx.config.apiKey } };
}

/**
 * /status answers without a key, so the connection test asks who the key signs in as: a wrong
 * key is refused there (403, as every signed-in route refuses it).
 */
async function whoAmI(ctx) {
  const { url, headers } = connection(ctx);
  const user = await ctx.get(`${url}/api/v1/auth/me`, { headers });
  kit.expect(user && typeof user.id === 'number', 'no user in /api/v1/auth/me');
  return user;
}

Object.assign(global, kit.integration({
  test: whoAmI,
  fixes: { 403: 'check the API key in Settings, General; the key acts as the first administrator' },
  card: async (ctx) => {
    const { url, headers } = connection(ctx);
    const [status, requests, issues] = await Promise.all([
      ctx.get(`${url}/api/v1/status`),
      ctx.get(`${url}/api/v1/request/count`, { headers }),
      ctx.get(`${url}/api/v1/issue/count`, { headers }),
    ]);
    kit.expect(requests && typeof requests.pending === 'number', 'no pending count in /api/v1/request/count');
    // Seerr counts completed requests; Overseerr and Jellyseerr only available ones.
    const completed = typeof requests.completed === 'number';
    return {
      values: {
        pending: kit.formatCount(requests.pending),
        approved: kit.formatCount(requests.approved),
        processing: kit.formatCount(requests.processing),
        declined: kit.formatCount(requests.declined),
        done: kit.formatCount(completed ? requests.completed : requests.available),
        doneLabel: completed ? 'Completed' : 'Available',
        // The details list the card's figure, then the other one (Overseerr's completed is "—").
        other: completed ? kit.formatCount(requests.available) : kit.missing,
        otherLabel: completed ? 'Available' : 'Completed',
        total: kit.formatCount(requests.total),
        movies: kit.formatCount(requests.movie),
        series: kit.formatCount(requests.tv),
        openIssues: kit.formatCount(issues && issues.open),
        closedIssues: kit.formatCount(issues && issues.closed),
        version: status && status.version,
        update: status && status.updateAvailable ? 'Available' : 'Up to date',
        appUrl: url,
      },
    };
  },
}));
