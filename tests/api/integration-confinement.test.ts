// The runtime holds a package to its declared targets: every built-in declares them; a package in
// the original format that declares none keeps calling what it called (the reach rule still
// applies), and the install review and the apps list say it may reach any address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon } from '../helpers/listings.js';
import { startRecorder, type RequestRecorder } from '../helpers/request-recorder.js';
import { packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import type { InstalledPage, RunAnswer } from '../../shared/contracts/integrations.js';
import type { Listing } from '../../shared/contracts/listings.js';
import { integrationMessages } from '../../shared/messages.js';

let hearth: TestServer;
let token: string;
let link: RequestRecorder;
let elsewhere: RequestRecorder;

beforeAll(async () => {
  [link, elsewhere] = await Promise.all([startRecorder(), startRecorder()]);
  hearth = await startTestServer();
  token = await loginAdmin(hearth);
}, 60_000);

afterAll(async () => {
  await hearth.stop();
  await Promise.all([link.close(), elsewhere.close()]);
});

/** A package whose card calls `elsewhere` (an address no setting of the link names). */
async function install(appId: string, manifest: Record<string, unknown>): Promise<void> {
  const appJs = `global.initialize = async (app) => { let v; try { v = (await app.axios.get(${JSON.stringify(`${elsewhere.url}/data`)})).status; } catch (e) { v = e.code || e.message; } app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: String(v) }]); };`;
  const zip = await zipOf(packageFiles({ appId, appJs, manifest }));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)]), `${appId}.zip`);
  const res = await fetch(`${hearth.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status, await res.text()).toBe(200);
}

async function runCard(appId: string): Promise<string> {
  const saved = await call<string>(hearth, 'POST', '/listing/save/link', { token, body: { linkName: appId, linkIcon, linkURL: link.url, integration: { package: appId, config: {} } } });
  const listing = (saved.body as unknown as { data: Listing }).data;
  const res = await call<RunAnswer>(hearth, 'GET', `/app/run/${listing._id}/${listing.integration?._id}`, { token });
  const answer = res.body as unknown as Partial<RunAnswer>;
  return answer.html ?? JSON.stringify(res.body);
}

describe('confining a package to its targets', () => {
  it('refuses a declared package a host its link does not name, and nothing reaches that host', async () => {
    await install('com.declared.pkg', { targets: 'declared' });
    const before = elsewhere.requests.length;
    expect(await runCard('com.declared.pkg')).toBe('<p>HEARTH_NOT_A_TARGET</p>');
    expect(elsewhere.requests.length).toBe(before);
  });

  it('lets an original-format package that declares nothing call what it calls, and says so', async () => {
    await install('com.legacy.pkg', {});
    const before = elsewhere.requests.length;
    expect(await runCard('com.legacy.pkg')).toBe('<p>200</p>');
    expect(elsewhere.requests.length).toBe(before + 1);
    const installed = await call<InstalledPage>(hearth, 'GET', '/app/installed?limit=50', { token });
    const apps = Object.fromEntries(installed.body.message.appList.map((app) => [app.appId, app.targetsDeclared]));
    expect(apps).toMatchObject({ 'com.declared.pkg': true, 'com.legacy.pkg': false });
    expect(integrationMessages.reachAny).toMatch(/any address/);
  });
});
