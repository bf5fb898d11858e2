// The storage, NAS and backup built-ins (issue 43) against fakes of their services, each run as
// Hearth runs it (its own runtime process): what the card and the details show, a refused key or
// password, a service that is down, one too slow for the card's deadline, a self-signed
// certificate, and each service's own quirk. The fakes' rules are in tests/fixtures/SOURCES.md.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runBuiltin, runOutcome, stopBuiltins } from '../helpers/run-builtin.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import type { RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import type { TlsPolicy } from '../../server/features/integrations/runtime/protocol.js';
import { homepageWidgets } from '../../server/features/imports/homepage-widgets.js';
import type { Served } from '../fixtures/services/storage-serve.js';
import { pbsTokens, startFakePbs } from '../fixtures/services/proxmox-backup.js';
import { startFakeScrutiny } from '../fixtures/services/scrutiny.js';
import { omvUsers, startFakeOmv } from '../fixtures/services/openmediavault.js';
import { dsmUsers, startFakeDsm } from '../fixtures/services/synology.js';
import { startFakeUnraid, unraidGuestKey, unraidKey } from '../fixtures/services/unraid.js';

const closed = await sharedClosedPort();
const fakes: Served[] = [];

afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});
afterAll(() => {
  stopBuiltins();
});

async function started<T extends Served>(fake: Promise<T>): Promise<T> {
  const value = await fake;
  fakes.push(value);
  return value;
}

/** The link's own certificate trusted, as "Allow a self-signed certificate" + Test connection leave it. */
function pinned(fake: Served): TlsPolicy {
  return { mode: 'pinned', hostname: '127.0.0.1', port: Number(new URL(fake.url).port), fingerprint: fake.fingerprint ?? '' };
}

// Slow runs have 2.5 s (calls 2 s together), for the slow-answer cases; the rest the server's limit.
function run(appId: string, config: Record<string, unknown>, appUrl: string, options: { tls?: TlsPolicy; slow?: boolean } = {}): Promise<RunOutcome> {
  return runOutcome(appId, config, appUrl, { confined: false, ...(options.slow ? { timeoutMs: 2500 } : {}), ...(options.tls ? { tls: options.tls } : {}) });
}

function failure(outcome: RunOutcome): string {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`);
  return typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error);
}

function cardHtml(outcome: RunOutcome): string {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return outcome.html;
}

/** The values of the card's stats, in order. */
function stats(html: string): string[] {
  return [...html.matchAll(/class="hk-value">([^<]*)</g)].map((m) => m[1] ?? '');
}

describe('Proxmox Backup Server', () => {
  const appId = 'com.proxmox.backup';
  const auditor = { tokenId: pbsTokens.auditor.id, tokenSecret: pbsTokens.auditor.secret };

  it('shows datastore usage, failed tasks of the day, CPU and memory; the details show the rest', async () => {
    const pbs = await started(startFakePbs());
    const result = await runBuiltin(appId, 'initialize', auditor, pbs.url, null);
    expect(result.status).toBe(200);
    // main and offsite: 2500 of 6000 GiB; the unplugged "usb" store is left out of the sum.
    // Three tasks failed or warned in the last day; the running backup and the two-day-old failure do not count.
    expect(stats(result.html)).toEqual(['41.7%', '3', '7.3%', '37.5%']);
    for (const text of ['main: 1000 GiB of 3.9 TiB (25%)', 'usb: datastore "usb" is not mounted', 'backup: backup failed: connection error', '3d 4h', '0.42, 0.36, 0.30', '25 GiB of 100 GiB']) expect(result.fullHtml).toContain(text);
    const header = pbs.requests.find((r) => r.path.startsWith('/api2/json/nodes/localhost/status'))?.headers.authorization;
    expect(header).toBe(`PBSAPIToken=${pbsTokens.auditor.id}:${pbsTokens.auditor.secret}`);
    const tasks = pbs.requests.find((r) => r.path.startsWith('/api2/json/nodes/localhost/tasks'));
    expect(new URL(tasks?.path ?? '', pbs.url).searchParams.get('errors')).toBe('1');
  });

  it('passes the connection test, and shows one datastore when one is named', async () => {
    const pbs = await started(startFakePbs());
    expect(await runBuiltin(appId, 'connectionTest', auditor, pbs.url, null)).toMatchObject({ status: 200 });
    const one = await runBuiltin(appId, 'initialize', { ...auditor, datastore: 'main' }, pbs.url, null);
    expect(stats(one.html)[0]).toBe('25%');
    const unplugged = await runBuiltin(appId, 'initialize', { ...auditor, datastore: 'usb' }, pbs.url, null);
    expect(unplugged.reason).toBe('datastore "usb": datastore "usb" is not mounted');
  });

  it('says the token was refused (PBS answers 401 three seconds late), and backs off', async () => {
    const pbs = await started(startFakePbs());
    const result = await runBuiltin(appId, 'connectionTest', { ...auditor, tokenSecret: 'nope' }, pbs.url, null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe('401: the service refused the credentials: "authentication failed" (check the API token ID (user@realm!name) and its secret, and that the token is enabled)');
    expect(result.refusal).toBe(401);
  });

  it('says a token without the Audit role lacks it, at Test connection already', async () => {
    const pbs = await started(startFakePbs());
    const result = await runBuiltin(appId, 'connectionTest', { tokenId: pbsTokens.backupOnly.id, tokenSecret: pbsTokens.backupOnly.secret }, pbs.url, null);
    expect(result.reason).toMatch(/^403: the service refused the credentials: "permission check failed\." \(give the API token the Audit role on \//);
    expect(result.refusal).toBe(403);
  });

  it('reads a token pasted the Proxmox VE way (id=secret) and sends it the PBS way (id:secret)', async () => {
    const pbs = await started(startFakePbs());
    const result = await runBuiltin(appId, 'initialize', { tokenId: `${pbsTokens.auditor.id}=${pbsTokens.auditor.secret}` }, pbs.url, null);
    expect(result.status).toBe(200);
    expect(new Set(pbs.requests.map((r) => r.headers.authorization))).toEqual(new Set([`PBSAPIToken=${pbsTokens.auditor.id}:${pbsTokens.auditor.secret}`]));
  });

  it('counts past a full page of failed tasks as "99+" (PBS lists running tasks with them, and counts one past the page)', async () => {
    const pbs = await started(startFakePbs());
    pbs.failures(150);
    const result = await runBuiltin(appId, 'initialize', auditor, pbs.url, null);
    expect(stats(result.html)[1]).toBe('99+');
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin(appId, 'initialize', auditor, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time', async () => {
    const pbs = await started(startFakePbs());
    pbs.slowDown('/api2/json/nodes/localhost/status', 60_000);
    const reason = failure(await run(appId, auditor, pbs.url, { slow: true }));
    expect(reason).toBe(`no answer in time from GET ${pbs.url}/api2/json/nodes/localhost/status (a card's calls have 2 s together)`);
  });

  it('sends no token to its self-signed certificate until the link trusts it', async () => {
    const pbs = await started(startFakePbs({ tls: true }));
    expect(failure(await run(appId, auditor, pbs.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(pbs.requests).toEqual([]);
    expect(stats(cardHtml(await run(appId, auditor, pbs.url, { tls: pinned(pbs) })))[0]).toBe('41.7%');
  });

  it('imports the Homepage widget', () => {
    expect(homepageWidgets.proxmoxbackupserver).toMatchObject({ appId, fields: { tokenId: 'username', tokenSecret: 'password', datastore: 'datastore' } });
  });
});

describe('Scrutiny', () => {
  const appId = 'com.scrutiny';

  it('shows passed, failed and unknown drives and the hottest; the details list each drive', async () => {
    const scrutiny = await started(startFakeScrutiny());
    const result = await runBuiltin(appId, 'initialize', {}, scrutiny.url, null);
    expect(result.status).toBe(200);
    // The archived drive is left out; status 8 is none Scrutiny knows.
    expect(stats(result.html)).toEqual(['2', '2', '1', '52 °C']);
    for (const text of ['/dev/sda WDC WD80EFZZ: passed, 8 TiB, 34 °C, on 875d', '/dev/sdd WDC WD40EFRX: failed', '/dev/nvme0 Samsung SSD 980 PRO: unknown', "S.M.A.R.T. and Scrutiny's failures"]) expect(result.fullHtml).toContain(text);
    expect(result.fullHtml).not.toContain('ST4000VN008');
    expect(await runBuiltin(appId, 'connectionTest', {}, scrutiny.url, null)).toMatchObject({ status: 200 });
  });

  it("counts only the failures Scrutiny's status threshold names, in the temperature unit it is set to", async () => {
    const scrutiny = await started(startFakeScrutiny());
    scrutiny.settings.metrics.status_threshold = 1;
    scrutiny.settings.temperature_unit = 'fahrenheit';
    const result = await runBuiltin(appId, 'initialize', {}, scrutiny.url, null);
    // sdd failed only Scrutiny's own thresholds: with "S.M.A.R.T. only" it passes.
    expect(stats(result.html)).toEqual(['3', '1', '1', '126 °F']);
  });

  it('finds the API under a base path from a link to the UI, and says when the base path is wrong (Scrutiny answers its UI page)', async () => {
    const scrutiny = await started(startFakeScrutiny({ basePath: '/scrutiny' }));
    const result = await runBuiltin(appId, 'initialize', {}, `${scrutiny.url}/scrutiny/web/dashboard`, null);
    expect(stats(result.html)[0]).toBe('2');
    const wrong = await runBuiltin(appId, 'connectionTest', {}, scrutiny.url, null);
    expect(wrong.reason).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/(summary|settings) answered with a web page, not Scrutiny's API: check the URL, with Scrutiny's base path/);
  });

  it('says Scrutiny failed when its summary answers 500', async () => {
    const scrutiny = await started(startFakeScrutiny());
    scrutiny.broken = true;
    const result = await runBuiltin(appId, 'initialize', {}, scrutiny.url, null);
    expect(result.reason).toBe('500: the service answered with an error');
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin(appId, 'initialize', {}, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time', async () => {
    const scrutiny = await started(startFakeScrutiny());
    scrutiny.slowDown('/api/summary', 60_000);
    expect(failure(await run(appId, {}, scrutiny.url, { slow: true }))).toBe(`no answer in time from GET ${scrutiny.url}/api/summary (a card's calls have 2 s together)`);
  });

  it('does not trust a self-signed certificate until the link does', async () => {
    const scrutiny = await started(startFakeScrutiny({ tls: true }));
    expect(failure(await run(appId, {}, scrutiny.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(scrutiny.requests).toEqual([]);
    expect(stats(cardHtml(await run(appId, {}, scrutiny.url, { tls: pinned(scrutiny) })))[0]).toBe('2');
  });

  it('imports the Homepage widget', () => {
    expect(homepageWidgets.scrutiny).toMatchObject({ appId, urlField: 'overrideurl' });
  });
});

describe('OpenMediaVault', () => {
  const appId = 'com.openmediavault';
  const admin = { username: omvUsers.admin.username, password: omvUsers.admin.password };

  it('shows CPU, memory, storage and updates; the details show each file system and the rest', async () => {
    const omv = await started(startFakeOmv());
    const result = await runBuiltin(appId, 'initialize', admin, omv.url, null);
    expect(result.status).toBe(200);
    // Storage from the byte counts (6 TiB, 3 TiB free), not from `used`, which OpenMediaVault sends as text.
    expect(stats(result.html)).toEqual(['12.5%', '37.5%', '50%', '7']);
    for (const text of ['vault.home.arpa', '7.7.24-7 (Sandworm)', 'data: 1.5 TiB of 4 TiB (37.5%)', 'backup: 1.5 TiB of 2 TiB (75%)', '37.5% (3 GiB of 8 GiB)', 'Reboot needed</dt><dd>Yes', '5d 2h', '0.21, 0.18, 0.12']) expect(result.fullHtml).toContain(text);
  });

  it('signs in to 8.5, whose login answers a status instead of `authenticated`', async () => {
    const omv = await started(startFakeOmv({ version: '8.5' }));
    expect(stats((await runBuiltin(appId, 'initialize', admin, omv.url, null)).html)[0]).toBe('12.5%');
  });

  it('passes the connection test and signs out again', async () => {
    const omv = await started(startFakeOmv());
    expect(await runBuiltin(appId, 'connectionTest', admin, omv.url, null)).toMatchObject({ status: 200 });
    expect(omv.logins).toBe(1);
    expect(omv.sessions.size).toBe(0);
  });

  it('says the password was refused (400 "Incorrect username or password."), and backs off', async () => {
    const omv = await started(startFakeOmv());
    const result = await runBuiltin(appId, 'connectionTest', { ...admin, password: 'nope' }, omv.url, null);
    expect(result.reason).toBe('OpenMediaVault refused the username or password ("Incorrect username or password.")');
    expect(result.refusal).toBe(401);
  });

  it('says an account that is not an administrator sees too little', async () => {
    const omv = await started(startFakeOmv());
    const result = await runBuiltin(appId, 'initialize', { username: omvUsers.viewer.username, password: omvUsers.viewer.password }, omv.url, null);
    expect(result.reason).toMatch(/^this account is not an OpenMediaVault administrator/);
    expect(result.refusal).toBe(403);
  });

  it('keeps its session between card runs, and signs in again after the idle timeout without mailing the user again', async () => {
    const omv = await started(startFakeOmv());
    const first = await runBuiltin(appId, 'initialize', admin, omv.url, null, { kept: null });
    expect(first.status).toBe(200);
    expect(first.kept).toMatch(/OPENMEDIAVAULT-SESSIONID=.*OPENMEDIAVAULT-LOGIN-/);
    const second = await runBuiltin(appId, 'initialize', admin, omv.url, null, { kept: first.kept ?? null });
    expect(second.status).toBe(200);
    expect(omv.logins).toBe(1);
    // The session lapses (the web UI's idle timeout): a 401 "Session expired.", then one new sign-in.
    omv.idle();
    // A run that keeps its session says nothing new to keep: the first run's cookies are still the link's.
    const third = await runBuiltin(appId, 'initialize', admin, omv.url, null, { kept: second.kept ?? first.kept ?? null });
    expect(third.status).toBe(200);
    expect(omv.logins).toBe(2);
    // The known-browser cookie went back with the second sign-in: OpenMediaVault mailed the user once.
    expect(omv.mails).toBe(1);
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin(appId, 'initialize', admin, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time', async () => {
    const omv = await started(startFakeOmv());
    omv.slowDown('/rpc.php', 60_000);
    expect(failure(await run(appId, admin, omv.url, { slow: true }))).toBe(`no answer in time from POST ${omv.url}/rpc.php (a card's calls have 2 s together)`);
  });

  it('sends no password to a self-signed certificate until the link trusts it', async () => {
    const omv = await started(startFakeOmv({ tls: true }));
    expect(failure(await run(appId, admin, omv.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(omv.requests).toEqual([]);
    expect(stats(cardHtml(await run(appId, admin, omv.url, { tls: pinned(omv) })))[0]).toBe('12.5%');
  });

  it('imports the Homepage widget with its login', () => {
    expect(homepageWidgets.openmediavault).toMatchObject({ appId, fields: { username: 'username', password: 'password' } });
  });
});

describe('Synology DSM', () => {
  const appId = 'com.synology.dsm';
  const admin = { username: dsmUsers.admin.account, password: dsmUsers.admin.password };

  it('shows CPU, memory, volume usage and uptime; the details show volumes, drives and the model', async () => {
    const dsm = await started(startFakeDsm());
    const result = await runBuiltin(appId, 'initialize', admin, dsm.url, null);
    expect(result.status).toBe(200);
    // CPU is user + system + other load; up_time "1234:05:06" is past a day's 24 hours.
    expect(stats(result.html)).toEqual(['15%', '43%', '54.2%', '51d 10h']);
    for (const text of ['DS920+', 'DSM 7.2.2-72806 Update 3', 'Volume 1 (Media): 6 TiB of 10 TiB (60%), normal', 'Volume 2: 512 GiB of 2 TiB (25%), attention', 'Drive 1 ST8000VN004: normal, 36 °C', '43% of 7.6 GiB', '44 °C', '5.5 TiB free']) expect(result.fullHtml).toContain(text);
    const one = await runBuiltin(appId, 'initialize', { ...admin, volume: 'volume_1' }, dsm.url, null);
    expect(stats(one.html)[2]).toBe('60%');
  });

  it('passes the connection test and signs out again', async () => {
    const dsm = await started(startFakeDsm());
    expect(await runBuiltin(appId, 'connectionTest', admin, dsm.url, null)).toMatchObject({ status: 200 });
    expect(dsm.logins).toBe(1);
    expect(dsm.sessions.size).toBe(0);
  });

  it('says the password was refused (DSM answers 200 with error 400), and backs off', async () => {
    const dsm = await started(startFakeDsm());
    const result = await runBuiltin(appId, 'connectionTest', { ...admin, password: 'nope' }, dsm.url, null);
    expect(result.reason).toBe('DSM refused the username or password');
    expect(result.refusal).toBe(401);
  });

  it('says what an account without administrator rights, or with 2-step verification, lacks', async () => {
    const dsm = await started(startFakeDsm());
    const plain = await runBuiltin(appId, 'initialize', { username: dsmUsers.plain.account, password: dsmUsers.plain.password }, dsm.url, null);
    expect(plain.reason).toMatch(/members of the Administrators group/);
    expect(plain.refusal).toBe(403);
    const twoStep = await runBuiltin(appId, 'connectionTest', { username: dsmUsers.twoStep.account, password: dsmUsers.twoStep.password }, dsm.url, null);
    expect(twoStep.reason).toMatch(/2-step verification, which Hearth cannot answer/);
  });

  it("says DSM's auto block shut Hearth out after ten wrong passwords, even with the right one, as a rate limit", async () => {
    const dsm = await started(startFakeDsm());
    for (let i = 0; i < 10; i += 1) await runBuiltin(appId, 'connectionTest', { ...admin, password: `wrong-${i}` }, dsm.url, null);
    const result = await runBuiltin(appId, 'initialize', admin, dsm.url, null);
    expect(result.reason).toMatch(/^DSM blocked Hearth's address after too many failed sign-ins \(auto block\)/);
    expect(result.refusal).toBe(429);
  });

  it('keeps its session between card runs and signs in again when DSM ended it (error 119)', async () => {
    const dsm = await started(startFakeDsm());
    const first = await runBuiltin(appId, 'initialize', admin, dsm.url, null, { kept: null });
    expect(first.kept).toBeTruthy();
    expect((await runBuiltin(appId, 'initialize', admin, dsm.url, null, { kept: first.kept ?? null })).status).toBe(200);
    expect(dsm.logins).toBe(1);
    dsm.endSessions();
    const again = await runBuiltin(appId, 'initialize', admin, dsm.url, null, { kept: first.kept ?? null });
    expect(again.status).toBe(200);
    expect(again.kept).not.toBe(first.kept);
    expect(dsm.logins).toBe(2);
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin(appId, 'initialize', admin, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time', async () => {
    const dsm = await started(startFakeDsm());
    dsm.slowDown('/webapi/query.cgi', 60_000);
    expect(failure(await run(appId, admin, dsm.url, { slow: true }))).toMatch(new RegExp(`^no answer in time from GET ${dsm.url}/webapi/query\\.cgi`));
  });

  it('sends no password to a self-signed certificate until the link trusts it', async () => {
    const dsm = await started(startFakeDsm({ tls: true }));
    expect(failure(await run(appId, admin, dsm.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(dsm.requests).toEqual([]);
    expect(stats(cardHtml(await run(appId, admin, dsm.url, { tls: pinned(dsm) })))[0]).toBe('15%');
  });

  it('imports the Homepage widget with its login and volume', () => {
    expect(homepageWidgets.diskstation).toMatchObject({ appId, fields: { username: 'username', password: 'password', volume: 'volume' } });
  });
});

describe('Unraid', () => {
  const appId = 'com.unraid';
  const config = { apiKey: unraidKey };
  const fakes: { violations: string[] }[] = [];
  async function unraid(options: { tls?: boolean } = {}) {
    const fake = await started(startFakeUnraid(options));
    fakes.push(fake);
    return fake;
  }
  // Every query Hearth sends is held to Unraid's published schema (tests/fixtures/openapi/unraid.graphql).
  afterEach(() => {
    expect(fakes.splice(0).flatMap((f) => f.violations)).toEqual([]);
  });

  it('shows the array state and usage, CPU and memory; the details show disks, pools and notifications', async () => {
    const fake = await unraid();
    const result = await runBuiltin(appId, 'initialize', config, fake.url, null);
    expect(result.status).toBe(200);
    // Array capacity is decimal kilobytes as strings: 11.5e9 of 20e9 KB.
    expect(stats(result.html)).toEqual(['Started', '57.5%', '23.5%', '37.5%']);
    for (const text of ['Tower', '7.2.0', 'Started, 57.5% used of 18.2 TiB (7.7 TiB free)', 'disk1: 4.5 TiB of 7.3 TiB (62.5%), 34 °C', 'disk3: 3.2 TiB of 3.6 TiB (87.5%), spun down', 'cache: 233 GiB of 931 GiB (25%), 41 °C', 'appdata: 373 GiB of 466 GiB (80%)', '37.5% of 32 GiB', '4 unread (alert: 1, warning: 1, notice: 2)']) expect(result.fullHtml).toContain(text);
    expect(await runBuiltin(appId, 'connectionTest', config, fake.url, null)).toMatchObject({ status: 200 });
  });

  it('says the key was refused (a GraphQL error in a 200 answer), and backs off', async () => {
    const fake = await unraid();
    const result = await runBuiltin(appId, 'connectionTest', { apiKey: 'nope' }, fake.url, null);
    expect(result.reason).toBe('Unraid refused the API key ("API key validation failed"); check it in Settings › Management Access › API Keys');
    expect(result.refusal).toBe(401);
    const malformed = await runBuiltin(appId, 'connectionTest', { apiKey: 'has spaces/and slashes' }, fake.url, null);
    expect(malformed.reason).toMatch(/"Invalid API key format"/);
  });

  it('says a key whose role may not read the array needs the Viewer role', async () => {
    const fake = await unraid();
    const result = await runBuiltin(appId, 'initialize', { apiKey: unraidGuestKey }, fake.url, null);
    expect(result.reason).toMatch(/^Unraid did not let this API key read .*"Forbidden resource".*give it the Viewer or Admin role/);
    expect(result.refusal).toBe(403);
  });

  it('the fake refuses a query with a field the schema lacks, as Unraid does', async () => {
    const fake = await unraid();
    const answer = await fetch(`${fake.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': unraidKey }, body: JSON.stringify({ query: '{ array { state nope } }' }) });
    expect(answer.status).toBe(400);
    expect(fake.violations.splice(0)).toEqual(['array.nope: no such field on UnraidArray']);
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin(appId, 'initialize', config, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time', async () => {
    const fake = await unraid();
    fake.slowDown('/graphql', 60_000);
    expect(failure(await run(appId, config, fake.url, { slow: true }))).toBe(`no answer in time from POST ${fake.url}/graphql (a card's calls have 2 s together)`);
  });

  it('sends no key to a self-signed certificate until the link trusts it', async () => {
    const fake = await unraid({ tls: true });
    expect(failure(await run(appId, config, fake.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(fake.requests).toEqual([]);
    expect(stats(cardHtml(await run(appId, config, fake.url, { tls: pinned(fake) })))[0]).toBe('Started');
  });

  it('imports the Homepage widget with its key', () => {
    expect(homepageWidgets.unraid).toMatchObject({ appId, fields: { apiKey: 'key' } });
  });
});
