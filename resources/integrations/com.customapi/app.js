// Custom API: one call to any JSON API, and up to six values picked by JSON path and formatted.
// The card shows the first four (issue 43: no card shows more); the details view lists all six.
// Paths: a.b, a[0], a[-1], a[*].b, a.*.b, ['odd key'], and .length of a list (see @hearth/kit).
const kit = require('@hearth/kit');

const fieldCount = 6;
const cardCount = 4;

function headers(config) {
  const out = { Accept: 'application/json' };
  for (const n of [1, 2]) {
    const name = String(config[`header${n}Name`] || '').trim();
    if (name) out[name] = String(config[`header${n}Value`] || '');
  }
  return out;
}

function body(config) {
  const text = String(config.body || '').trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    kit.expect(false, 'the JSON body is not valid JSON');
  }
}

async function fetchDocument(ctx) {
  const config = ctx.config;
  const method = String(config.method || 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
  const data = method === 'POST' ? body(config) : undefined;
  const document = await ctx.request(method, kit.baseUrl(config.url || ctx.appUrl), {
    headers: Object.assign(headers(config), data === undefined ? {} : { 'Content-Type': 'application/json' }),
    data,
    // The answer is parsed here, so a non-JSON page is reported as such rather than shown.
    responseType: 'text',
    transformResponse: [(raw) => raw],
  });
  try {
    return JSON.parse(document);
  } catch {
    kit.expect(false, 'the API did not answer with JSON');
  }
}

function fields(config) {
  const out = [];
  for (let i = 1; i <= fieldCount; i += 1) {
    const label = String(config[`field${i}Label`] || '').trim();
    const path = String(config[`field${i}Path`] || '').trim();
    if (label && path) out.push({ label, path, format: config[`field${i}Format`] || 'text' });
  }
  return out;
}

/** A field's text, or null when its path matched nothing. */
function read(document, field) {
  const matches = kit.jsonPath(document, field.path);
  if (matches.length === 0) return null;
  const shown = matches.slice(0, 5).map((value) => kit.formatAs(field.format, value));
  return shown.join(', ') + (matches.length > 5 ? ', …' : '');
}

function show(document, field) {
  const text = read(document, field);
  return text === null ? kit.missing : text;
}

Object.assign(global, kit.integration({
  // The form shows what each path found, so a wrong path is seen before saving.
  test: async (ctx) => {
    const document = await fetchDocument(ctx);
    return { readings: fields(ctx.config).map((field) => ({ label: field.label, path: field.path, value: read(document, field) })) };
  },
  card: async (ctx) => {
    const document = await fetchDocument(ctx);
    const shown = fields(ctx.config).map((field) => ({ label: kit.escapeHtml(field.label), value: kit.escapeHtml(show(document, field)) }));
    const cells = shown.slice(0, cardCount).map((f) => `<div class="hk-stat"><span class="hk-value">${f.value}</span><span class="hk-label">${f.label}</span></div>`);
    const rows = shown.map((f) => `<dt>${f.label}</dt><dd>${f.value}</dd>`);
    return { values: { fields: cells.join(''), rows: rows.join('') }, html: ['fields', 'rows'] };
  },
}));
