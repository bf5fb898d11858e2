// GitHub: open pull requests of the repository the link points to (github.com/<owner>/<repo>).
const kit = require('@hearth/kit');

function repository(ctx) {
  const link = (ctx.payload && ctx.payload.listingUrl) || ctx.appUrl;
  const match = /github\.com\/([\w.-]+)\/([\w.-]+)/i.exec(link || '');
  kit.expect(match, 'the link is not a github.com/<owner>/<repo> address');
  return { owner: match[1], repo: match[2].replace(/\.git$/, '') };
}

/**
 * The open pull requests' total and the newest of them, from the search API in one call
 * (`total_count` counts them all; the pulls list stops at 100 a page).
 */
async function openPulls(ctx) {
  const { owner, repo } = repository(ctx);
  const api = kit.baseUrl(ctx.config.apiurl || 'https://api.github.com');
  const body = await ctx.get(`${api}/search/issues`, {
    params: { q: `repo:${owner}/${repo} is:pr is:open`, sort: 'created', order: 'desc', per_page: 1 },
    auth: { username: ctx.config.username, password: ctx.config.password },
    headers: { Accept: 'application/vnd.github+json' },
  });
  kit.expect(body && typeof body.total_count === 'number' && Array.isArray(body.items), 'GitHub sent no search result');
  return { count: body.total_count, newest: body.items[0] || null, owner, repo };
}

Object.assign(global, kit.integration({
  test: openPulls,
  card: async (ctx) => {
    const { count, newest, owner, repo } = await openPulls(ctx);
    return {
      values: {
        numPR: kit.formatCount(count),
        lastPR: newest ? kit.formatDate(newest.created_at) : 'none open',
        author: newest && newest.user ? newest.user.login : '',
        repoLink: `https://github.com/${owner}/${repo}`,
      },
    };
  },
}));
