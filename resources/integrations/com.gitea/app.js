// Gitea and Forgejo (API v1, `Authorization: token …`): unread notifications, open issues and
// pull requests the token can see, and repositories.
const kit = require('@hearth/kit');

function connection(ctx) {
  // The header, not ?token=: Gitea 1.23 deprecated tokens in the query and later ones refuse them.
  return { url: `${kit.baseUrl(ctx.appUrl)}/api/v1`, headers: { Authorization: `token ${ctx.config.apiKey}` } };
}

/**
 * The whole count of a list: Gitea pages every list (50 items at most) and gives the count in
 * X-Total-Count, so one item is asked for and the header read, never the page's length.
 */
async function total(ctx, path, params) {
  const { url, headers } = connection(ctx);
  const response = await ctx.get(`${url}${path}`, { headers, params: Object.assign({ page: 1, limit: 1 }, params), full: true });
  const count = Number(response.headers && response.headers['x-total-count']);
  kit.expect(Number.isFinite(count), `no X-Total-Count in the answer to ${path}`);
  return count;
}

async function unread(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/notifications/new`, { headers });
  kit.expect(body && typeof body.new === 'number', 'no count in /api/v1/notifications/new');
  return body.new;
}

async function version(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/version`, { headers });
  kit.expect(body && typeof body.version === 'string', 'no version in /api/v1/version');
  return body.version;
}

Object.assign(global, kit.integration({
  // /version is public: the notifications count is what proves the token.
  test: async (ctx) => {
    await version(ctx);
    await unread(ctx);
  },
  card: async (ctx) => {
    const [running, notifications, issues, pulls, repositories] = await Promise.all([
      version(ctx),
      unread(ctx),
      total(ctx, '/repos/issues/search', { state: 'open', type: 'issues' }),
      total(ctx, '/repos/issues/search', { state: 'open', type: 'pulls' }),
      total(ctx, '/repos/search'),
    ]);
    return {
      values: {
        notifications: kit.formatCount(notifications),
        issues: kit.formatCount(issues),
        pulls: kit.formatCount(pulls),
        repositories: kit.formatCount(repositories),
        version: running,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
  fixes: {
    403: (said) => (/scope/.test(said) ? 'give the token the read:notification, read:issue and read:repository scopes' : ''),
  },
}));
