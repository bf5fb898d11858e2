// Mealie 2.x+ (households): the household's statistics and today's meal plan, with an API token
// (a long-lived Bearer token), and the version from the public /api/app/about.
const kit = require('@hearth/kit');

const fixes = {
  // A malformed or foreign token is "Could not validate credentials"; a deleted one a bare 401.
  401: (said) => (said ? 'check the API token' : 'the API token was deleted in Mealie: make a new one'),
  // Mealie 1.x has no households (its statistics were /api/groups/statistics).
  404: 'check the URL; Mealie 2.0 or later is needed',
};

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { Authorization: `Bearer ${ctx.config.apiKey}`, Accept: 'application/json' } };
}

async function statistics(ctx) {
  const { url, headers } = connection(ctx);
  const stats = await ctx.get(`${url}/api/households/statistics`, { headers });
  kit.expect(stats && typeof stats.totalRecipes === 'number', 'no totalRecipes in /api/households/statistics (Mealie 2.0 or later is needed)');
  return stats;
}

const mealOrder = ['breakfast', 'lunch', 'dinner', 'side'];

function mealRows(entries) {
  const list = (Array.isArray(entries) ? entries : []).slice().sort((a, b) => mealOrder.indexOf(a.entryType) - mealOrder.indexOf(b.entryType));
  if (list.length === 0) return '<li class="hk-row"><span>Nothing planned for today</span></li>';
  return list.map((entry) => {
    const name = (entry.recipe && entry.recipe.name) || entry.title || 'Note';
    return `<li class="hk-row"><span>${kit.escapeHtml(name)}</span><span>${kit.escapeHtml(entry.entryType || '')}</span></li>`;
  }).join('');
}

Object.assign(global, kit.integration({
  fixes,
  test: statistics,
  card: async (ctx) => {
    const { url, headers } = connection(ctx);
    const stats = await statistics(ctx);
    const [today, about] = await Promise.all([
      ctx.get(`${url}/api/households/mealplans/today`, { headers }),
      // Public and only for the version: the card does not fail without it.
      ctx.get(`${url}/api/app/about`, { headers: { Accept: 'application/json' } }).catch(() => null),
    ]);
    const meals = Array.isArray(today) ? today : [];
    return {
      values: {
        recipes: kit.formatCount(stats.totalRecipes),
        users: kit.formatCount(stats.totalUsers),
        categories: kit.formatCount(stats.totalCategories),
        tags: kit.formatCount(stats.totalTags),
        tools: kit.formatCount(stats.totalTools),
        mealCount: kit.formatCount(meals.length),
        meals: mealRows(meals),
        version: (about && about.version) || kit.missing,
        appUrl: url,
      },
      html: ['meals'],
    };
  },
}));
