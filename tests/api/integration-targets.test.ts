// Built-ins that call an address of their own (TrueNAS appurl, Custom API url, GitHub and YouTube
// apiurl) declare it in their manifest as a target: a saved secret is lent only while every
// target is one it was saved for, and a self-signed certificate is pinned on the target the app
// calls. Each "not sent" below first proves the other host did get the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon } from '../helpers/listings.js';
import { startRecorder, type RequestRecorder } from '../helpers/request-recorder.js';
import { startFakeTrueNas, type FakeTrueNas } from '../fixtures/truenas.js';
import { secretIsSet, type ConnectionTestAnswer, type RunAnswer } from '../../shared/contracts/integrations.js';
import { targetOrigin } from '../../shared/contracts/integration-targets.js';
import type { Listing } from '../../shared/contracts/listings.js';
import { integrationMessages } from '../../shared/messages.js';
import { packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';

let hearth: TestServer;
let token: string;
let home: RequestRecorder;
let a: RequestRecorder;
let b: RequestRecorder;

beforeAll(async () => {
  [home, a, b] = await Promise.all([startRecorder(), startRecorder(), startRecorder()]);
  hearth = await startTestServer();
  token = await loginAdmin(hearth);
  for (const appId of ['com.customapi', 'com.github', 'com.youtube', 'com.truenas.scale']) expect((await call(hearth, 'GET', `/app/${appId}/install`, { token })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await hearth.stop();
  await Promise.all([home, a, b].map((r) => r.close()));
});

const saveLink = (linkURL: string, integration: Record<string, unknown>, listingId?: string) => call<string>(hearth, 'POST', '/listing/save/link', { token, body: { listingId, linkName: 'Svc', linkIcon, linkURL, integration } });
const listingOf = (answer: { body: unknown }) => (answer.body as { data: Listing }).data;
const run = (link: Listing) => call<RunAnswer>(hearth, 'GET', `/app/run/${link._id}/${link.integration?._id}`, { token });

interface Case {
  appId: string;
  field: string;
  /** The secret's label when it is required ('{label} is required'), null when optional. */
  required: string | null;
  linkURL: () => string;
  config: (at: string, secret: string) => Record<string, unknown>;
}

const cases: Case[] = [
  { appId: 'com.customapi', field: 'url', required: null, linkURL: () => home.url, config: (at, secret) => ({ url: `${at}/status`, method: 'GET', header1Name: 'X-Token', header1Value: secret, field1Label: 'Name', field1Path: 'name' }) },
  { appId: 'com.github', field: 'apiurl', required: 'Personal Access Token', linkURL: () => 'https://github.com/acme/widgets', config: (at, secret) => ({ username: 'octo', password: secret, apiurl: at }) },
  { appId: 'com.youtube', field: 'apiurl', required: 'YouTube Data API Key', linkURL: () => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', config: (at, secret) => ({ apiKey: secret, apiurl: at }) },
];

describe.each(cases)('$appId: a key saved for its $field', (c) => {
  const keyA = `${c.appId}-key-for-a`;
  const keyB = `${c.appId}-key-for-b`;
  let link: Listing;

  it('is lent to a test of the saved link at the same address', async () => {
    const saved = await saveLink(c.linkURL(), { package: c.appId, config: c.config(a.url, keyA) });
    expect(saved.status).toBe(200);
    link = listingOf(saved);
    const before = a.requests.length;
    await call(hearth, 'POST', '/app/test', { token, body: { appId: c.appId, listingId: link._id, linkURL: c.linkURL(), config: c.config(a.url, secretIsSet) } });
    expect(a.requests.length).toBeGreaterThan(before);
    expect(a.carried(keyA)).toBe(true);
  });

  it(`is not lent to a test whose ${c.field} points at another host: that host gets the call without it`, async () => {
    const before = b.requests.length;
    await call(hearth, 'POST', '/app/test', { token, body: { appId: c.appId, listingId: link._id, linkURL: c.linkURL(), config: c.config(b.url, secretIsSet) } });
    expect(b.requests.length).toBeGreaterThan(before);
    expect(b.carried(keyA)).toBe(false);
  });

  it(`is not kept when ${c.field} moves to another host: it must be typed again`, async () => {
    const moved = await saveLink(c.linkURL(), { package: c.appId, config: c.config(b.url, secretIsSet) }, link._id);
    if (c.required) {
      expect(moved).toMatchObject({ status: 400, body: { message: integrationMessages.fieldRequired(c.required) } });
    } else {
      // An optional password is dropped, not carried: the card's call reaches the new host without it.
      expect(moved.status).toBe(200);
      const before = b.requests.length;
      await run(listingOf(moved));
      expect(b.requests.length).toBeGreaterThan(before);
      expect(b.carried(keyA)).toBe(false);
    }
    const retyped = await saveLink(c.linkURL(), { package: c.appId, config: c.config(b.url, keyB) }, link._id);
    expect(retyped.status).toBe(200);
    await run(listingOf(retyped));
    expect(b.carried(keyB)).toBe(true);
    expect(b.carried(keyA)).toBe(false);
  });
});

describe('TrueNAS at its appurl, with its stock self-signed certificate', () => {
  let nasA: FakeTrueNas;
  let nasB: FakeTrueNas;
  let link: Listing;
  const keyA = '1-keyForNasA0123456789';
  beforeAll(async () => {
    [nasA, nasB] = await Promise.all([startFakeTrueNas('25.04', { apiKey: keyA }), startFakeTrueNas('25.04', { apiKey: '2-keyForNasB0123456789' })]);
  });
  afterAll(async () => {
    await Promise.all([nasA.close(), nasB.close()]);
  });

  it("learns the certificate of the appurl host at Test connection (not the link's)", async () => {
    const test = await call(hearth, 'POST', '/app/test', { token, body: { appId: 'com.truenas.scale', linkURL: home.url, config: { appurl: nasA.url, apiKey: keyA }, selfSigned: true } });
    expect(test.status).toBe(200);
    const answer = test.body as unknown as ConnectionTestAnswer;
    expect(answer.certificate?.fingerprint256).toBe(nasA.fingerprint);
    expect(answer.certificates?.[targetOrigin(nasA.url)!]?.fingerprint256).toBe(nasA.fingerprint);
  });

  it('is trusted once saved: the card runs against the pinned appurl host', async () => {
    const saved = await saveLink(home.url, { package: 'com.truenas.scale', config: { appurl: nasA.url, apiKey: keyA }, selfSigned: true, fingerprint: nasA.fingerprint });
    expect(saved.status).toBe(200);
    link = listingOf(saved);
    const card = await run(link);
    expect(card.status).toBe(200);
    expect(card.body.html).not.toContain('Allow a self-signed certificate');
    expect(nasA.keys).toContain(keyA);
    const detail = await call<{ listing: Listing }>(hearth, 'GET', `/listing/link/${link._id}`, { token });
    expect(detail.body.message.listing.integration?.tls).toEqual({ selfSigned: true, fingerprint: nasA.fingerprint, pins: { [targetOrigin(nasA.url)!]: nasA.fingerprint } });
  });

  it('does not lend the key to a test whose appurl moved: the new host is asked without it', async () => {
    const before = nasB.keys.length;
    await call(hearth, 'POST', '/app/test', { token, body: { appId: 'com.truenas.scale', listingId: link._id, linkURL: home.url, config: { appurl: nasB.url, apiKey: secretIsSet }, selfSigned: true } });
    expect(nasB.keys.length).toBeGreaterThan(before);
    expect(nasB.keys).not.toContain(keyA);
  });

  it('does not keep the key when appurl moves: it must be typed again', async () => {
    const moved = await saveLink(home.url, { package: 'com.truenas.scale', config: { appurl: nasB.url, apiKey: secretIsSet } }, link._id);
    expect(moved).toMatchObject({ status: 400, body: { message: integrationMessages.fieldRequired('API Key') } });
  });
});

describe('a manifest target', () => {
  const upload = async (target: unknown) => {
    const zip = await zipOf(packageFiles({ appId: 'com.aimed', appJs: 'global.initialize = async () => {};', manifest: { config: [{ name: 'api', label: 'API', type: 'url', required: false, target }] } }));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(zip)]), 'app.zip');
    const res = await fetch(`${hearth.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { message: string } };
  };

  it('that is neither true nor an http(s) address refuses the package', async () => {
    for (const target of ['ftp://files.example', 'not an address', 3]) expect(await upload(target)).toEqual({ status: 400, body: { error: true, message: integrationMessages.targetInvalid('api') } });
  });

  it('that is an address is kept, normalised, and shown as what the app reaches', async () => {
    expect((await upload('HTTPS://API.Example.org')).status).toBe(200);
    const apps = await call<{ appList: { appId: string; config: { name: string; target?: unknown }[] }[] }>(hearth, 'GET', '/app/installed?limit=50', { token });
    expect(apps.body.message.appList.find((app) => app.appId === 'com.aimed')?.config[0]?.target).toBe('https://api.example.org/');
  });
});
