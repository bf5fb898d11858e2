import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDefinition, integrationDefinitionSchema } from '../../shared/contracts/integration-definition.js';
import { definitionTemplates } from '../../server/features/integrations/definition-templates.js';
import { configNamesUsed } from '../../server/features/integrations/definition-file.js';

/** The smallest useful definition; each bad case below changes one thing of it. */
const good = () => ({
  auth: { type: 'header', name: 'X-Api-Key', value: '{config.apiKey}' },
  requests: {
    status: { path: '/api/status', expect: [{ path: 'version' }] },
    queue: { path: '/api/queue', query: { page: 1 } },
  },
  fields: {
    queued: { label: 'Queued', from: 'queue', path: 'totalRecords', format: 'count' },
    version: { label: 'Version', from: 'status', path: 'version' },
  },
  card: ['queued'],
});

const problems = (raw: unknown) => {
  const checked = checkDefinition(raw);
  return checked.ok ? '' : checked.problems;
};

describe('the integration definition schema', () => {
  it('accepts a definition and fills in its defaults (GET, no auth, text, the first match)', () => {
    const checked = integrationDefinitionSchema.parse({ requests: { health: { path: '/health' } }, fields: { items: { label: 'Items', path: 'items' } }, card: ['items'] });
    expect(checked.auth).toEqual({ type: 'none' });
    expect(checked.requests.health?.method).toBe('GET');
    expect(checked.fields.items).toMatchObject({ format: 'text', aggregate: 'first' });
    expect(problems(good())).toBe('');
  });

  it.each([
    ['basic', { type: 'basic', username: '{config.username}', password: '{config.password}' }],
    ['bearer', { type: 'bearer', token: '{config.token}' }],
    ['query', { type: 'query', name: 'apikey', value: '{config.apiKey}' }],
    ['cookie', { type: 'cookie', login: { method: 'POST', path: '/login', form: { username: '{config.username}' } }, keep: true, logout: { method: 'POST', path: '/logout' } }],
    ['token', { type: 'token', login: { method: 'POST', path: '/auth', json: { password: '{config.password}' } }, token: 'session.sid', header: 'X-Sid' }],
  ])('accepts the %s auth scheme', (_name, auth) => {
    expect(problems({ ...good(), auth })).toBe('');
  });

  it('accepts a map of code values with its otherwise, and the future aggregate', () => {
    const fields = { ...good().fields, feed: { label: 'Feed', from: 'status', path: 'feed', map: { LIVE: 'Live', true: 'Yes' }, otherwise: 'Not connected' }, banned: { label: 'Banned', from: 'status', path: 'bans[*].until', aggregate: 'future', format: 'count' } };
    expect(problems({ ...good(), fields })).toBe('');
  });

  it('accepts every built-in that is a definition', () => {
    const root = join(process.cwd(), 'resources/integrations');
    const declarative = readdirSync(root).filter((appId) => existsSync(join(root, appId, 'definition.json')));
    expect(declarative).toEqual(expect.arrayContaining(['com.heimdall', 'com.sonarr', 'com.radarr', 'com.jellyfin', 'com.immich', 'com.prowlarr', 'com.bazarr', 'com.gitea', 'com.miniflux', 'com.authentik']));
    for (const appId of declarative) expect(problems(JSON.parse(readFileSync(join(root, appId, 'definition.json'), 'utf8'))), appId).toBe('');
  });

  it.each([
    ['more than four card values', { card: ['queued', 'version', 'queued', 'version', 'queued'] }, 'card: may show at most 4 values (the details view shows the rest)'],
    ['a card value that is no field', { card: ['nope'] }, 'card.0: names no field "nope" (fields: queued, version)'],
    ['details naming no field', { details: ['queued', 'gone'] }, 'details.1: names no field "gone" (fields: queued, version)'],
    ['a test naming no request', { test: ['ping'] }, 'test.0: names no request "ping" (requests: status, queue)'],
    ['a field reading no request', { fields: { queued: { label: 'Q', from: 'nope', path: 'x' } }, card: ['queued'] }, 'fields.queued.from: names no request "nope" (requests: status, queue)'],
    ['a field not saying which of several requests it reads', { fields: { queued: { label: 'Q', path: 'x' } }, card: ['queued'] }, 'fields.queued.from: must name the request the field reads, as there are several'],
    ['a field with both path and template', { fields: { queued: { label: 'Q', from: 'queue', path: 'x', template: '{x}' } }, card: ['queued'] }, 'fields.queued: needs exactly one of path and template'],
    ['otherwise without a map', { fields: { queued: { label: 'Q', from: 'queue', path: 'x', otherwise: 'No' } }, card: ['queued'] }, 'fields.queued: otherwise needs a map'],
    ['an unknown format', { fields: { queued: { label: 'Q', from: 'queue', path: 'x', format: 'money' } }, card: ['queued'] }, 'fields.queued.format: Invalid option'],
    ['a path that is no JSONPath', { fields: { queued: { label: 'Q', from: 'queue', path: 'a..b(' } }, card: ['queued'] }, "fields.queued.path: must be a JSONPath of names, [n], [*] and ['quoted names']"],
    ['a label holding markup', { fields: { queued: { label: '<b>Q</b>', from: 'queue', path: 'x' } }, card: ['queued'] }, 'fields.queued.label: must not hold { } < or >'],
    ['an absolute URL for a request', { requests: { status: { path: 'http://elsewhere.example/api' } }, fields: { v: { label: 'V', path: 'v' } }, card: ['v'] }, 'requests.status.path: must be a path starting with "/" (the service URL comes from the link)'],
    ['an unknown auth scheme', { auth: { type: 'oauth' } }, "auth.type: Invalid discriminator value. Expected 'none' | 'header' | 'query' | 'basic' | 'bearer' | 'cookie' | 'token'"],
    ['a header auth without its value', { auth: { type: 'header', name: 'X-Api-Key' } }, 'auth.value: Invalid input'],
    ['a key the schema does not know', { colour: 'red' }, 'definition: Unrecognized key: "colour"'],
    ['advice for a status that is no error', { fixes: { 200: 'fine' } }, 'fixes.200: must be an HTTP status from 400 to 599'],
    ['a tally that also reads a header', { requests: { status: { path: '/api/status' }, queue: { path: '/api/queue', tally: 'state', readHeader: 'X-Total-Count' } } }, 'requests.queue.readHeader: cannot go with tally'],
    ['a header name that is no header name', { requests: { status: { path: '/api/status' }, queue: { path: '/api/queue', readHeader: 'X Total' } } }, 'requests.queue.readHeader: must be a header name'],
    ['no requests', { requests: {}, fields: { v: { label: 'V', path: 'v' } }, card: ['v'] }, 'requests: must name between 1 and 8 requests'],
  ])('refuses %s, naming the field', (_name, change, message) => {
    expect(problems({ ...good(), ...change })).toContain(message);
  });
});

describe('the templates a definition gives', () => {
  const definition = integrationDefinitionSchema.parse({ ...good(), fields: { ...good().fields, queued: { label: 'Queued downloads', short: 'Queued', from: 'queue', path: 'totalRecords', format: 'count' } } });

  it('puts the card values with their short labels, and every field in the details with a link to the service', () => {
    const { card, details } = definitionTemplates(definition, 'Sonarr & co');
    expect(card).toBe('<div class="hk-stats">\n  <div class="hk-stat"><span class="hk-value">{{queued}}</span><span class="hk-label">Queued</span></div>\n</div>\n');
    expect(details).toContain('<p class="hk-title">Sonarr &amp; co</p>');
    expect(details).toContain('<dt>Queued downloads</dt><dd>{{queued}}</dd>\n    <dt>Version</dt><dd>{{version}}</dd>');
    expect(details).toContain('<a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open Sonarr &amp; co</a>');
  });

  it('lists only the details it names, in their order', () => {
    const { details } = definitionTemplates({ ...definition, details: ['version'] }, 'X');
    expect(details).toContain('<dt>Version</dt>');
    expect(details).not.toContain('Queued downloads');
  });

  it('finds every config field the definition uses', () => {
    expect(configNamesUsed(integrationDefinitionSchema.parse({ ...good(), headers: { 'X-User': '{config.user}' } })).sort()).toEqual(['apiKey', 'user']);
  });
});
