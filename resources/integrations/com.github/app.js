// GitHub: open pull requests of the repository the link points to (github.com/<owner>/<repo>).
const kit = require('@hearth/kit');

function repository(ctx) {
  const link = (ctx.payload && ctx.payload.listingUrl) || ctx.appUrl;
  const match = /github\.com\/([\w.-]+)\/([\w.-]+)/i.exec(link || '');
  kit.expect(match, 'the link is not a github.com/<owner>/<repo> address');
  return { owner: match[1], repo: match[2].replace(/\.git$/, '') };
}

/**
 * The page number of the Link header's rel="last", or null without one. GitHub pages every
 * list (at most 100 a page) and names the last page there, so with one pull request a page the
 * last page's number is how many there are.
 */
function lastPage(link) {
  for (const part of String(link || '').split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="last"/.exec(part);
    if (!match) continue;
    const page = /[?&]page=(\d+)(?:&|$)/.exec(match[1]);
    return page ? Number(page[1]) : null;
  }
  return null;
}

/** The newest open pull request and how many are open, from one call of one item a page. */
async function openPulls(ctx) {
  const { owner, repo } = repository(ctx);
  const api = kit.baseUrl(ctx.config.apiurl || 'https://api.github.com');
  const response = await ctx.get(`${api}/repos/${owner}/${repo}/pulls`, {
    full: true,
    params: { state: 'open', sort: 'created', direction: 'desc', per_page: 1 },
    auth: { username: ctx.config.username, password: ctx.config.password },
    headers: { Accept: 'application/vnd.github+json' },
  });
  kit.expect(Array.isArray(response.data), 'GitHub did not send a list of pull requests');
  const last = lastPage(response.headers && response.headers.link);
  return { newest: response.data[0] || null, count: last === null ? response.data.length : last };
}

Object.assign(global, kit.integration({
  test: openPulls,
  card: async (ctx) => {
    const { newest, count } = await openPulls(ctx);
    const { owner, repo } = repository(ctx);
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
