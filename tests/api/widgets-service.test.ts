// Issue 44 item 4: a "service" widget shows the figures of one of the user's links that has an
// integration (a Glances host here, its fake on 127.0.0.1). Its link must be the user's own and
// have an integration (400 with a message saying which); /widgets/services lists the links it may
// show; the figures are the link's own integration run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunAnswer } from '../../shared/contracts/integrations.js';
import type { ServiceLink } from '../../shared/contracts/service-widget.js';
import type { Widget } from '../../shared/contracts/widgets.js';
import { startGlances } from '../fixtures/services/glances.js';
import type { FakeService } from '../fixtures/services/monitoring-fake.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { stopBuiltins } from '../helpers/run-builtin.js';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let glances: FakeService;
let token: string;
let mallory: string;
const links = { host: '', plain: '', mallorys: '', folder: '' };

beforeAll(async () => {
  glances = await startGlances(4, null);
  server = await startTestServer();
  token = await loginAdmin(server);
  mallory = await createUser(server, 'mallory');
  const rack = await makeFolder(server, token, { folderName: 'Rack' });
  links.folder = rack._id;
  links.host = (await makeLink(server, token, { linkName: 'NAS host', linkURL: glances.url, parentId: rack._id, integration: { package: 'com.glances', config: { version: '4' } } }))._id;
  links.plain = (await makeLink(server, token, { linkName: 'Printer', linkURL: 'http://127.0.0.1:9/' }))._id;
  links.mallorys = (await makeLink(server, mallory, { linkName: 'Mallory host', linkURL: glances.url, integration: { package: 'com.glances', config: { version: '4' } } }))._id;
}, 60_000);
afterAll(async () => {
  stopBuiltins();
  await server?.stop();
  await glances?.close();
});

const addService = (as: string, config: unknown) => call<Widget>(server, 'POST', '/widgets', { token: as, body: { kind: 'service', config } });

describe('the links a service widget may show', () => {
  it('answer 401 without a token', async () => {
    expect((await call(server, 'GET', '/widgets/services')).status).toBe(401);
  });

  it("are the user's own links with an integration, with the integration's name and the folder", async () => {
    const mine = await call<ServiceLink[]>(server, 'GET', '/widgets/services', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.message.map((l) => [l.listing.listingName, l.appName, l.folderName, l.listing.integration?.appId])).toEqual([['NAS host', 'Glances', 'Rack', 'com.glances']]);
    // The integration's settings never leave the server here.
    expect(mine.body.message[0]?.listing.integration?.config).toEqual({});
    const theirs = await call<ServiceLink[]>(server, 'GET', '/widgets/services', { token: mallory });
    expect(theirs.body.message.map((l) => l.listing._id)).toEqual([links.mallorys]);
  });
});

describe('a service widget', () => {
  it("is added for one of the user's links with an integration, whose run has the host's figures", async () => {
    const added = await addService(token, { linkId: links.host });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toMatchObject({ kind: 'service', config: { linkId: links.host } });
    const run = await call<never>(server, 'GET', `/app/run/${links.host}/widget`, { token });
    const answer = run.body as unknown as RunAnswer;
    expect(run.status).toBe(200);
    for (const figure of ['23.4%', '61.8%', '0.70']) expect(answer.html).toContain(figure);
    for (const figure of ['nas-01', '12 days, 3:04:05', '/mnt/tank']) expect(answer.fullHtml).toContain(figure);
  });

  it.each([
    ['no link', {}, 'Choose one of your links that has an integration.'],
    ['an empty link', { linkId: ' ' }, 'Choose one of your links that has an integration.'],
    ['a link that does not exist', { linkId: 'no-such-link' }, 'This link is not among yours; choose one of your links that has an integration.'],
    ['a link without an integration', () => ({ linkId: links.plain }), '"Printer" has no integration, so it has no figures to show; choose a link that has one, or add an integration to it first.'],
    ["another user's link", () => ({ linkId: links.mallorys }), 'This link is not among yours; choose one of your links that has an integration.'],
    ['a folder', () => ({ linkId: links.folder }), 'This link is not among yours; choose one of your links that has an integration.'],
  ])('refuses %s with a clear 400', async (_what, config, message) => {
    const res = await addService(token, typeof config === 'function' ? config() : config);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });

  it('keeps its link when new settings name a link it may not show', async () => {
    const widget = (await addService(token, { linkId: links.host })).body.message;
    const refused = await call(server, 'PUT', `/widgets/${widget.id}`, { token, body: { config: { linkId: links.plain } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('"Printer" has no integration, so it has no figures to show; choose a link that has one, or add an integration to it first.');
    const stolen = await call(server, 'PUT', `/widgets/${widget.id}`, { token, body: { config: { linkId: links.mallorys } } });
    expect(stolen.status).toBe(400);
    // Without an area, the list is the home's.
    const kept = await call<Widget[]>(server, 'GET', '/widgets', { token });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.message.find((w) => w.id === widget.id)?.config).toEqual({ linkId: links.host });
  });
});
