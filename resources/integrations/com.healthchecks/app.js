// Healthchecks (API v3, X-Api-Key; a read-only key is enough): how many checks of the project
// are up, late, down and paused.
const kit = require('@hearth/kit');

async function checks(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const tags = String(ctx.config.tag || '').split(/\s+/).filter(Boolean);
  // Healthchecks reads a repeated ?tag=a&tag=b (Django's getlist), not axios' tag[]=a, so the
  // query is written here. The trailing slash is part of the route: without it, a redirect.
  const query = tags.map((tag) => `tag=${encodeURIComponent(tag)}`).join('&');
  const body = await ctx.get(`${url}/api/v3/checks/${query ? `?${query}` : ''}`, {
    headers: { 'X-Api-Key': String(ctx.config.apiKey || '').trim() },
  });
  kit.expect(body && Array.isArray(body.checks), 'no checks in /api/v3/checks/');
  return body.checks;
}

function tally(list) {
  const counts = { new: 0, up: 0, grace: 0, down: 0, paused: 0 };
  let running = 0;
  let lastPing = null;
  const down = [];
  for (const check of list) {
    if (check.status in counts) counts[check.status] += 1;
    if (check.started) running += 1;
    if (check.status === 'down') down.push(check.name);
    if (check.last_ping && (lastPing === null || Date.parse(check.last_ping) > Date.parse(lastPing))) lastPing = check.last_ping;
  }
  return { counts, running, lastPing, down };
}

Object.assign(global, kit.integration({
  test: checks,
  card: async (ctx) => {
    const list = await checks(ctx);
    const { counts, running, lastPing, down } = tally(list);
    return {
      values: {
        up: kit.formatCount(counts.up),
        late: kit.formatCount(counts.grace),
        down: kit.formatCount(counts.down),
        paused: kit.formatCount(counts.paused),
        total: kit.formatCount(list.length),
        fresh: kit.formatCount(counts.new),
        running: kit.formatCount(running),
        lastPing: lastPing ? kit.formatRelativeDate(lastPing) : 'never',
        downNames: down.length > 0 ? down.join(', ') : 'none',
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
  fixes: {
    401: (said) => (said === 'missing api key' ? 'an API key is 32 characters: copy it again from the project\'s Settings, API Access' : 'check the API key (the project\'s Settings, API Access)'),
  },
}));
