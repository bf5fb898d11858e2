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

/*
 * /api/states is every entity with its attributes: tens of MB in a large home. It is counted as it
 * streams in, never held. Home Assistant writes each state as State.as_dict orders it, entity_id
 * then state (then attributes), so an entity is "entity_id":"…","state":"…"; a group's entity_id
 * attribute is a list and never matches.
 */
const entity = (domain, state) => new RegExp(`"entity_id":\\s*"${domain}\\.[^"\\\\]*",\\s*"state":\\s*"${state}"`, 'g');

async function stateCounts(ctx) {
  const { url, headers } = connection(ctx);
  const stream = await ctx.get(`${url}/api/states`, { headers, responseType: 'stream' });
  return kit.countInStream(stream, {
    entities: entity('[a-z0-9_]+', '(?:[^"\\\\]|\\\\.)*'),
    lightsOn: entity('light', 'on'),
    switchesOn: entity('switch', 'on'),
    unavailable: entity('[a-z0-9_]+', 'unavailable'),
  }, 600);
}

Object.assign(global, kit.integration({
  test: config,
  card: async (ctx) => {
    const info = await config(ctx);
    const { url } = connection(ctx);
    const counts = await stateCounts(ctx);
    return {
      values: {
        entities: kit.formatCount(counts.entities),
        lightsOn: kit.formatCount(counts.lightsOn),
        switchesOn: kit.formatCount(counts.switchesOn),
        unavailable: kit.formatCount(counts.unavailable),
        version: info.version,
        location: info.location_name,
        appUrl: url,
      },
    };
  },
}));
