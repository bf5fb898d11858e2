// GitHub: open pull requests of the repository the link points to (github.com/<owner>/<repo>).
const kit = require('@hearth/kit');

function repository(ctx) {
  const link = (ctx.payload && ctx.payload.listingUrl) || ctx.appUrl;
  const match = /github\.com\/([\w.-]+)\/([\w.-]+)/i.exec(link || '');
  kit.expect(match, 'the link is not a github.com/<owner>/<repo> address');
  return { owner: match[1], repo: match[2].replace(/\.git$/, '') };
}

function openPulls(ctx) {
  const { owner, repo } = repository(ctx);
  const api = kit.baseUrl(ctx.config.apiurl || 'https://api.github.com');
  return ctx.get(`${api}/repos/${owner}/${repo}/pulls?state=open&per_page=100`, {
    auth: { username: ctx.config.username, password: ctx.config.password },
    headers: { Accept: 'application/vnd.github+json' },
  });
}

Object.assign(global, kit.integration({
  test: openPulls,
  card: async (ctx) => {
    const pulls = await openPulls(ctx);
    kit.expect(Array.isArray(pulls), 'GitHub did not send a list of pull requests');
    const newest = pulls.reduce((a, b) => (a && a.created_at > b.created_at ? a : b), null);
    const { owner, repo } = repository(ctx);
    return {
      values: {
        numPR: kit.formatCount(pulls.length),
        lastPR: newest ? kit.formatDate(newest.created_at) : 'none open',
        author: newest && newest.user ? newest.user.login : '',
        repoLink: `https://github.com/${owner}/${repo}`,
      },
    };
  },
}));
