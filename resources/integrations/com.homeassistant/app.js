// Home Assistant: /api/config and /api/states with a long-lived access token.
const kit = require('@hearth/kit');

function connection(ctx) {
  return { url: kit.baseUrl(ctx.appUrl), headers: { Authorization: `Bearer ${ctx.config.token}` } };
}

async function config(ctx) {
  const { url, headers } = connection(ctx);
  const body = await ctx.get(`${url}/api/config`, { headers });
  kit.expect(body && body.version, 'no version in /api/config');
  return body;
}

function countOn(states, domain) {
  return states.filter((s) => s.entity_id.startsWith(`${domain}.`) && s.state === 'on').length;
}

Object.assign(global, kit.integration({
  test: config,
  card: async (ctx) => {
    const info = await config(ctx);
    const { url, headers } = connection(ctx);
    const states = await ctx.get(`${url}/api/states`, { headers });
    kit.expect(Array.isArray(states), 'the states are not a list');
    const entities = states.filter((s) => s && typeof s.entity_id === 'string');
    return {
      values: {
        entities: kit.formatCount(entities.length),
        lightsOn: kit.formatCount(countOn(entities, 'light')),
        switchesOn: kit.formatCount(countOn(entities, 'switch')),
        unavailable: kit.formatCount(entities.filter((s) => s.state === 'unavailable').length),
        version: info.version,
        location: info.location_name,
        appUrl: url,
      },
    };
  },
}));
