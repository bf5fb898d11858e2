// HTML Code: the user's HTML as the card. It is inserted as markup ({{{html}}}) and Hearth
// sanitises the whole card before any browser sees it.
const kit = require('@hearth/kit');

Object.assign(global, kit.integration({
  test: async () => undefined,
  card: async (ctx) => ({ values: { html: String(ctx.config.htmlcode || '') }, html: ['html'] }),
}));
