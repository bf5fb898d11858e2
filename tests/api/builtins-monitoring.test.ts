// The monitoring batch of built-ins (issue 43): Glances, Gotify, ntfy, Netdata, Beszel, PeaNUT,
// each against its own fake in tests/fixtures/services/ (sources in SOURCES.md). Every service
// gets the common checks of tests/helpers/builtin-checks.ts and then the tests of its own quirk.
import { afterAll, describe, expect, it } from 'vitest';
import { runBuiltin, stopBuiltins } from '../helpers/run-builtin.js';
import { commonChecks, imported, started, stopChecks, type ServiceCase } from '../helpers/builtin-checks.js';
import { glancesLogin, startGlances } from '../fixtures/services/glances.js';
import { gotifyTokens, startGotify } from '../fixtures/services/gotify.js';
import { ntfyLogin, startNtfy } from '../fixtures/services/ntfy.js';
import { netdataToken, startNetdata, type NetdataFake } from '../fixtures/services/netdata.js';
import { beszelLogin, beszelSuperuser, startBeszel, type BeszelFake } from '../fixtures/services/beszel.js';
import { peanutLogin, startPeanut } from '../fixtures/services/peanut.js';

afterAll(async () => {
  stopBuiltins();
  await stopChecks();
});

// Glances ---------------------------------------------------------------------------------------

const glances4: ServiceCase = {
  title: 'Glances 4 (API 4)',
  appId: 'com.glances',
  start: (options) => startGlances(4, glancesLogin, options),
  config: { version: '4', ...glancesLogin },
  wrong: { version: '4', username: glancesLogin.username, password: 'nope' },
  refusal: /^401: the service refused the credentials: "Incorrect authentication" \(check the username and password Glances was started with/,
  card: ['23.4%', '61.8%', '>0.70<', '81%', 'Disk /mnt/tank'],
  detail: ['nas-01', 'Debian GNU/Linux 12 64bit', 'i5-8500T', '8 cores', '4.2%', '0.70, 0.68, 0.86', '12 days, 3:04:05', '/mnt/tank</dt><dd>81% of 7 TiB (1.3 TiB free)', '/</dt><dd>40% of 233 GiB'],
};
const glances3: ServiceCase = {
  ...glances4,
  title: 'Glances 3 (API 3)',
  start: (options) => startGlances(3, glancesLogin, options),
  config: { version: '3', ...glancesLogin },
  wrong: { version: '3', username: glancesLogin.username, password: 'nope' },
  // Bottle's refusal is an HTML page: nothing of it is quoted.
  refusal: /^401: the service refused the credentials \(check the username and password Glances was started with/,
};
commonChecks(glances4);
commonChecks(glances3);

describe('Glances: its own rules', () => {
  it('reads a Glances without a password, sending no credentials', async () => {
    const fake = await started(startGlances(4, null));
    const result = await runBuiltin('com.glances', 'initialize', { version: '4' }, fake.url, null);
    expect(result.html).toContain('23.4%');
    expect(fake.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(fake.requests.map((r) => r.path).sort()).toEqual(['/api/4/fs', '/api/4/load', '/api/4/quicklook', '/api/4/system', '/api/4/uptime']);
  });

  it('says to switch the version when the other API answers 404, either way round', async () => {
    const four = await started(startGlances(4, glancesLogin));
    const asThree = await runBuiltin('com.glances', 'connectionTest', { ...glances4.config, version: '3' }, four.url, null);
    expect(asThree.reason).toBe('404: Glances has no API 3 at this address (set the Glances version to 4: Glances 4.x serves API 4 only; or check the URL)');
    const three = await started(startGlances(3, glancesLogin));
    const asFour = await runBuiltin('com.glances', 'initialize', glances3.config, three.url, null);
    expect(asFour.status).toBe(200);
    const wrong = await runBuiltin('com.glances', 'initialize', { ...glances3.config, version: '4' }, three.url, null);
    expect(wrong.reason).toContain('set the Glances version to 3');
  });

  it('the fake serves the web UI at / behind the same password, either version, as Glances does', async () => {
    for (const version of [3, 4] as const) {
      const fake = await started(startGlances(version, glancesLogin));
      expect((await fetch(`${fake.url}/`)).status).toBe(401);
      const basic = `Basic ${Buffer.from(`${glancesLogin.username}:${glancesLogin.password}`).toString('base64')}`;
      const page = await fetch(`${fake.url}/`, { headers: { authorization: basic } });
      expect([page.status, page.headers.get('content-type'), (await page.text()).includes('<title>Glances</title>')]).toEqual([200, 'text/html; charset=utf-8', true]);
    }
  });

  it('says a password is needed when Glances asks for one and none is set', async () => {
    const fake = await started(startGlances(4, glancesLogin));
    const result = await runBuiltin('com.glances', 'connectionTest', { version: '4' }, fake.url, null);
    expect(result.reason).toBe('401: the service refused the credentials: "Not authenticated" (check the username and password Glances was started with (--username, --password))');
  });
});

describe('Glances: the Homepage import', () => {
  it('maps the glances widget, API 3 unless it says version 4 as Homepage does', () => {
    expect(imported('glances', { username: 'u', password: 'p', metric: 'cpu' })).toEqual({ appId: 'com.glances', fields: { username: 'username', password: 'password' }, derived: { version: '3' } });
    expect(imported('glances', { version: 4, metric: 'info' }).derived).toEqual({ version: '4' });
  });
});

// Gotify ----------------------------------------------------------------------------------------

commonChecks({
  title: 'Gotify',
  appId: 'com.gotify',
  start: (options) => startGotify(30, options),
  config: { token: gotifyTokens.client },
  wrong: { token: 'nope' },
  // Gotify says why in `errorDescription`, which the kit does not read: the advice carries it.
  refusal: /^401: the service refused the credentials \(check the token: it must be a client token/,
  card: ['>30<', '>3<', '>2<', '10 minutes ago'],
  detail: ['Backup &lt;done&gt; (Backups, 10 minutes ago)', 'Uptime &lt;Kuma&gt;</dt><dd>10<', 'Backups</dt><dd>10<', '3.0.0'],
});

describe('Gotify: its own rules', () => {
  it('refuses an application token (it only sends) and says to use a client token', async () => {
    const fake = await started(startGotify(3));
    const result = await runBuiltin('com.gotify', 'connectionTest', { token: gotifyTokens.app }, fake.url, null);
    expect(result.reason).toContain('it must be a client token (Gotify → Clients), an application token can only send messages');
    expect(result.refusal).toBe(401);
  });

  it('counts every message across pages of 200 (the most /message allows), following `since`', async () => {
    for (const version of ['2.9.1', '3.0.0'] as const) {
      const fake = await started(startGotify(450, { version }));
      const result = await runBuiltin('com.gotify', 'initialize', { token: gotifyTokens.client }, fake.url, null);
      expect(result.html).toContain('>450<');
      const pages = fake.requests.filter((r) => r.path === '/message').map((r) => `${r.query.get('limit')}/${r.query.get('since') ?? '-'}`);
      expect(pages).toEqual(['200/-', '200/251', '200/51']);
    }
  });

  it('stops counting at 1,000 messages and says there are more', async () => {
    const fake = await started(startGotify(1500));
    const result = await runBuiltin('com.gotify', 'initialize', { token: gotifyTokens.client }, fake.url, null);
    expect(result.html).toContain('>1,000+<');
    expect(fake.requests.filter((r) => r.path === '/message')).toHaveLength(5);
  });

  it('the fake refuses a page larger than 200 as Gotify does', async () => {
    const fake = await started(startGotify(3));
    const answer = await fetch(`${fake.url}/message?limit=500`, { headers: { 'X-Gotify-Key': gotifyTokens.client } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Bad Request', errorCode: 400, errorDescription: "Field 'limit' must be less or equal to 200" });
  });

  it('maps the Homepage gotify widget with its client token', () => {
    expect(imported('gotify', { key: 'C1' })).toEqual({ appId: 'com.gotify', fields: { token: 'key' }, derived: {} });
  });
});

// ntfy ------------------------------------------------------------------------------------------

commonChecks({
  title: 'ntfy',
  appId: 'com.ntfy',
  start: (options) => startNtfy(options),
  config: { topic: 'alerts', token: ntfyLogin.token },
  wrong: { topic: 'alerts', token: 'tk_nope' },
  // ntfy's words are a bare "unauthorized": only the advice follows.
  refusal: /^401: the service refused the credentials \(check the access token, or the username and password\)$/,
  card: ['>4<', '>2<', '5 minutes ago'],
  detail: ['Back on &lt;mains&gt; (alerts, 5 minutes ago)', 'power restored', 'Priority</dt><dd>default<', 'white_check_mark', '48,213 (21/min)'],
});

describe('ntfy: its own rules', () => {
  it('polls (a subscription without poll=1 never ends) and reads a public topic without credentials', async () => {
    const fake = await started(startNtfy());
    const result = await runBuiltin('com.ntfy', 'initialize', { topic: 'public-news' }, fake.url, null);
    expect(result.html).toContain('>1<');
    expect(result.fullHtml).toContain('Release (public-news,');
    const read = fake.requests.find((r) => r.path === '/public-news/json');
    expect(read?.query.get('poll')).toBe('1');
    expect(read?.headers.authorization).toBeUndefined();
  });

  it('says a protected topic needs a token when none is set (403)', async () => {
    const fake = await started(startNtfy());
    const result = await runBuiltin('com.ntfy', 'connectionTest', { topic: 'alerts' }, fake.url, null);
    expect(result.reason).toBe('403: the service refused the credentials (the topic is protected: enter an access token (tk_…) or a login that may read it)');
  });

  it('reads several topics at once, and signs in with a username and password', async () => {
    const fake = await started(startNtfy());
    const result = await runBuiltin('com.ntfy', 'initialize', { topic: 'alerts, public-news', username: ntfyLogin.username, password: ntfyLogin.password }, fake.url, null);
    expect(result.html).toContain('>5<');
    expect(fake.requests.some((r) => r.path === '/alerts,public-news/json')).toBe(true);
  });

  it('refuses a topic name ntfy would not take, before sending anything', async () => {
    const fake = await started(startNtfy());
    const result = await runBuiltin('com.ntfy', 'connectionTest', { topic: 'alerts/../v1' }, fake.url, null);
    expect(result.reason).toBe('unexpected answer: "alerts/../v1" is not an ntfy topic name (letters, digits, - and _, at most 64)');
    expect(fake.requests).toEqual([]);
  });

  it('after 30 failed sign-ins from an address, says ntfy is limiting it (429), even for the right token', async () => {
    const fake = await started(startNtfy());
    for (let i = 0; i < 30; i++) expect((await fetch(`${fake.url}/alerts/json?poll=1`, { headers: { Authorization: 'Bearer tk_wrong' } })).status).toBe(401);
    const result = await runBuiltin('com.ntfy', 'initialize', { topic: 'alerts', token: ntfyLogin.token }, fake.url, null);
    expect(result.reason).toBe('429: the service is limiting requests, too many came in a short time: "limit reached: too many auth failures" (ntfy blocks an address after 30 failed sign-ins and allows one more a minute: wait, then check the token)');
    expect(result.refusal).toBe(429);
  });

  it('maps the Homepage ntfy widget: topic, and a token or a login', () => {
    expect(imported('ntfy', { topic: 'alerts', key: 'tk_x' })).toEqual({ appId: 'com.ntfy', fields: { topic: 'topic', token: 'key', username: 'username', password: 'password' }, derived: {} });
  });
});

// Netdata ---------------------------------------------------------------------------------------

const netdatas: NetdataFake[] = [];
async function netdata(options: Parameters<typeof startNetdata>[0] = {}): Promise<NetdataFake> {
  const fake = await started(startNetdata(options));
  netdatas.push(fake);
  return fake;
}
// Every request the built-in sent is one the published description allows, and every answer fits it.
afterAll(() => {
  expect(netdatas.flatMap((fake) => fake.violations)).toEqual([]);
});

commonChecks({
  title: 'Netdata',
  appId: 'com.netdata',
  // The common checks meet an agent with bearer protection on, so a wrong token has something to meet.
  start: (options) => netdata({ ...options, bearer: true }),
  config: { token: netdataToken },
  wrong: { token: '00000000-0000-4000-8000-000000000000' },
  refusal: /^412: Netdata's bearer protection is on and refused the token \(tokens last a day: get a new one\)$/,
  card: ['>1<', '>212<', '>2<'],
  detail: [
    '<dt class="hk-down">disk_space_usage</dt><dd>critical, 97.2% on disk_space._mnt_tank, 30 minutes ago', '<dt>ram_in_use &lt;high&gt;</dt><dd>warning, 86.5%', '2 (1 reachable)', 'Debian GNU/Linux 12 (bookworm), Linux 6.1.0-28-amd64', '15.5 GiB', '7.3 TiB', 'v2.11.0', '>nas-01<',
    // The host's figures from /api/v1/data: CPU without idle, RAM used over its dimensions' sum, df's disk use.
    'CPU use</dt><dd>12.5%<', 'Memory use</dt><dd>61.8% (9.6 GiB)<', 'Load 1, 5, 15 min</dt><dd>1.25, 0.98, 0.77<', 'Disk / use</dt><dd>38.3% of 231 GiB<',
  ],
});

describe('Netdata: its own rules', () => {
  it('reads an agent without bearer protection with no token, and sends none', async () => {
    const fake = await netdata();
    const result = await runBuiltin('com.netdata', 'initialize', {}, fake.url, null);
    expect(result.html).toContain('>212<');
    expect(fake.requests.map((r) => (r.path === '/api/v1/data' ? `data ${r.query.get('chart')}` : r.path)).sort()).toEqual(['/api/v1/alarms', '/api/v1/info', 'data disk_space._', 'data system.cpu', 'data system.load', 'data system.ram']);
    expect(fake.requests.every((r) => r.headers['x-netdata-auth'] === undefined)).toBe(true);
  });

  it("leaves out a figure whose chart the agent does not have, and shows the others", async () => {
    const fake = await netdata({ missingCharts: ['disk_space._', 'system.load'] });
    const result = await runBuiltin('com.netdata', 'initialize', {}, fake.url, null);
    expect(result.status).toBe(200);
    for (const text of ['Disk / use</dt><dd>—<', 'Load 1, 5, 15 min</dt><dd>—<', 'CPU use</dt><dd>12.5%<']) expect(result.fullHtml).toContain(text);
    const asked = fake.requests.find((r) => r.query.get('chart') === 'system.cpu');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ chart: 'system.cpu', after: '-60', points: '1', group: 'average', format: 'json' });
  });

  it('says a token is needed when bearer protection is on and none is set (412)', async () => {
    const fake = await netdata({ bearer: true });
    const result = await runBuiltin('com.netdata', 'connectionTest', {}, fake.url, null);
    expect(result).toMatchObject({ reason: "412: Netdata's bearer protection is on and no token was given (enter a bearer token)", refusal: 401 });
  });

  it("says the agent refused Hearth's address (451, its IP access list)", async () => {
    const fake = await netdata({ outsideAcl: true });
    const result = await runBuiltin('com.netdata', 'initialize', {}, fake.url, null);
    expect(result).toMatchObject({ reason: "451: Netdata refused this address (add Hearth's address to [web] allow dashboard from in netdata.conf)", refusal: 403 });
  });

  it("the fake reports a request the agent's description does not allow", async () => {
    const fake = await startNetdata();
    try {
      await fetch(`${fake.url}/api/v1/alarms?everything=1`);
      expect(fake.violations).toEqual(['GET /api/v1/alarms: the query parameter everything is not in the description']);
    } finally {
      await fake.close();
    }
  });

  it('maps the Homepage netdata widget (it has no credentials)', () => {
    expect(imported('netdata', {})).toEqual({ appId: 'com.netdata', fields: {}, derived: {} });
  });
});

// Beszel ----------------------------------------------------------------------------------------

const beszelUser = { email: beszelLogin.email, password: beszelLogin.password, account: 'user' };

commonChecks({
  title: 'Beszel',
  appId: 'com.beszel',
  start: (options) => startBeszel(options),
  config: beszelUser,
  wrong: { ...beszelUser, password: 'nope' },
  refusal: /^Beszel refused the email or password \("Failed to authenticate."; check them, and that this is a Beszel user: the Account setting chooses\)$/,
  card: ['>2<', '>1<', '>74%<', '>81%<'],
  detail: ['3 (2 up, 1 down, 0 paused or pending)', '74% (vps-eu)', '81% (nas-01)', '<dt class="hk-down">pi &lt;garage&gt;</dt><dd>down', 'nas-01</dt><dd>CPU 13%, memory 61%, disk 81%, up 12d 3h, load 0.70, 0.68, 0.86<'],
});

describe('Beszel: its own rules', () => {
  const signIns = (fake: BeszelFake) => fake.requests.filter((r) => r.path.endsWith('/auth-with-password')).length;

  it('keeps its token between card runs, and signs in again when PocketBase answers a stale one as a guest (an empty list)', async () => {
    const fake = await started(startBeszel());
    const first = await runBuiltin('com.beszel', 'initialize', beszelUser, fake.url, null, { kept: null });
    expect(first.kept).toMatch(/^eyJ/);
    const second = await runBuiltin('com.beszel', 'initialize', beszelUser, fake.url, null, { kept: first.kept! });
    expect(second.html).toContain('>74%<');
    expect(signIns(fake)).toBe(1);
    fake.expireTokens();
    const third = await runBuiltin('com.beszel', 'initialize', beszelUser, fake.url, null, { kept: first.kept! });
    expect(third.html).toContain('>74%<');
    expect(signIns(fake)).toBe(2);
    expect(third.kept).toMatch(/^eyJ/);
    expect(third.kept).not.toBe(first.kept);
  });

  it('forgets the kept token when the password is refused', async () => {
    const fake = await started(startBeszel());
    const result = await runBuiltin('com.beszel', 'initialize', { ...beszelUser, password: 'nope' }, fake.url, null, { kept: 'eyJold' });
    expect(result).toMatchObject({ refusal: 401, kept: null });
  });

  it('a superuser sees every system; a user only those shared with it', async () => {
    const fake = await started(startBeszel());
    const superuser = await runBuiltin('com.beszel', 'initialize', { email: beszelSuperuser.email, password: beszelSuperuser.password, account: 'superuser' }, fake.url, null);
    expect(superuser.fullHtml).toContain('4 (2 up, 1 down, 1 paused or pending)');
    // lab-gpu's disk is fuller, but it is paused: its numbers are old, and the card leaves them out.
    expect(superuser.html).toContain('>81%<');
    expect(fake.requests.some((r) => r.path === '/api/collections/_superusers/auth-with-password')).toBe(true);
    const asUser = await runBuiltin('com.beszel', 'connectionTest', { email: beszelSuperuser.email, password: beszelSuperuser.password, account: 'user' }, fake.url, null);
    expect(asUser.reason).toContain('check them, and that this is a Beszel user: the Account setting chooses');
  });

  it('reads every page of a large hub', async () => {
    const fake = await started(startBeszel({ extra: 600 }));
    const result = await runBuiltin('com.beszel', 'initialize', beszelUser, fake.url, null);
    expect(result.fullHtml).toContain('603 (602 up, 1 down');
    expect(fake.requests.filter((r) => r.path === '/api/collections/systems/records').map((r) => `${r.query.get('page')}/${r.query.get('perPage')}`)).toEqual(['1/500', '2/500']);
  });

  it('shows one system on the card when one is named, by name or id', async () => {
    const fake = await started(startBeszel());
    const byName = await runBuiltin('com.beszel', 'initialize', { ...beszelUser, system: 'vps-eu' }, fake.url, null);
    for (const text of ['>up<', '>vps-eu<', '>74%<', '>40%<', '>22%<']) expect(byName.html).toContain(text);
    for (const text of ['200 KiB/s', '2.10, 1.90, 1.50', '1d', '0.18.8']) expect(byName.fullHtml).toContain(text);
    const byId = await runBuiltin('com.beszel', 'initialize', { ...beszelUser, system: 'a1b2c3d4e5f6g7h' }, fake.url, null);
    expect(byId.html).toContain('>nas-01<');
    const missing = await runBuiltin('com.beszel', 'initialize', { ...beszelUser, system: 'lab-gpu' }, fake.url, null);
    expect(missing.reason).toBe('unexpected answer: no system "lab-gpu" among the 3 this account sees');
  });

  it('maps the Homepage beszel widget: a superuser from version 2, the one system it names', () => {
    expect(imported('beszel', { username: 'a@b.c', password: 'p', version: 2, systemId: 'nas-01' })).toEqual({
      appId: 'com.beszel', fields: { email: 'username', password: 'password', system: 'systemId' }, derived: { account: 'superuser' },
    });
  });
});

// PeaNUT ----------------------------------------------------------------------------------------

commonChecks({
  title: 'PeaNUT 6',
  appId: 'com.peanut',
  start: (options) => startPeanut('6', peanutLogin, options),
  config: { device: 'ups', ...peanutLogin },
  wrong: { device: 'ups', username: peanutLogin.username, password: 'nope' },
  // PeaNUT answers the JSON string "Unauthorized", which says nothing the status does not.
  refusal: /^401: the service refused the credentials \(check the username and password: PeaNUT 6 always asks for its login/,
  card: ['>100%<', '>23%<', '>41m<', 'Online, charging'],
  detail: ['>ups<', 'CyberPower CP1500PFCLCD', '23% of 900 W', '230 V'],
});

describe('PeaNUT: its own rules', () => {
  it('without a UPS name, shows the first and lists every UPS by the name PeaNUT gives (meta=true)', async () => {
    const fake = await started(startPeanut('5', null));
    const result = await runBuiltin('com.peanut', 'initialize', {}, fake.url, null);
    expect(result.html).toContain('Online, charging');
    expect(result.fullHtml).toContain('<dt>ups</dt><dd>Online, charging, battery 100%, load 23%, 41m left');
    expect(result.fullHtml).toContain('<dt class="hk-down">rack</dt><dd>On battery, discharging, low battery, battery 18%, load 41%, 5m left');
    expect(fake.requests[0]).toMatchObject({ path: '/api/v1/devices' });
    expect(fake.requests[0]!.query.get('meta')).toBe('true');
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('says which UPS name PeaNUT does not know (its 404)', async () => {
    const fake = await started(startPeanut('5', null));
    const result = await runBuiltin('com.peanut', 'connectionTest', { device: 'garage' }, fake.url, null);
    expect(result.reason).toBe('unexpected answer: PeaNUT knows no UPS named "garage" (check the name NUT gives it in ups.conf)');
  });

  it('PeaNUT 6 asks for its login even where 5 did not', async () => {
    const five = await started(startPeanut('5', null));
    expect((await runBuiltin('com.peanut', 'connectionTest', { device: 'rack' }, five.url, null)).status).toBe(200);
    const six = await started(startPeanut('6', peanutLogin));
    const bare = await runBuiltin('com.peanut', 'connectionTest', { device: 'rack' }, six.url, null);
    expect(bare).toMatchObject({ refusal: 401 });
    expect(bare.reason).toContain('PeaNUT 6 always asks for its login');
    const named = await runBuiltin('com.peanut', 'initialize', { device: 'rack', ...peanutLogin }, six.url, null);
    for (const text of ['>18%<', '>5m<', 'On battery, discharging, low battery']) expect(named.html).toContain(text);
    expect(named.fullHtml).toContain('APC Smart-UPS 1000 &lt;rack&gt;');
  });

  it('maps the Homepage peanut widget: the UPS name from key, and the optional login', () => {
    expect(imported('peanut', { key: 'ups', username: 'u', password: 'p' })).toEqual({ appId: 'com.peanut', fields: { device: 'key', username: 'username', password: 'password' }, derived: {} });
  });
});
