// Plex: sessions, library sections and the size of each movie and show library, as JSON.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { 'X-Plex-Token': ctx.config.token, Accept: 'application/json' } };
}

async function sections(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/library/sections`, { headers });
  kit.expect(body && body.MediaContainer, 'no MediaContainer in /library/sections');
  return body.MediaContainer.Directory || [];
}

async function total(ctx, directories) {
  const { url, headers } = connection(ctx);
  const sizes = await Promise.all(directories.map((d) =>
    ctx.get(`${url}/library/sections/${encodeURIComponent(d.key)}/all`, { headers, params: { 'X-Plex-Container-Start': 0, 'X-Plex-Container-Size': 0 } })));
  return sizes.reduce((sum, body) => sum + ((body && body.MediaContainer && body.MediaContainer.totalSize) || 0), 0);
}

Object.assign(global, kit.integration({
  test: sections,
  card: async (ctx) => {
    const libraries = await sections(ctx);
    const { url, headers } = connection(ctx);
    const sessions = await ctx.get(`${url}/status/sessions`, { headers });
    return {
      values: {
        streams: kit.formatCount(sessions && sessions.MediaContainer ? sessions.MediaContainer.size : 0),
        movies: kit.formatNumber(await total(ctx, libraries.filter((d) => d.type === 'movie'))),
        shows: kit.formatNumber(await total(ctx, libraries.filter((d) => d.type === 'show'))),
        libraries: kit.formatCount(libraries.length),
        appUrl: url,
      },
    };
  },
}));
