// The "apps" built-ins (Gitea/Forgejo, …) against fakes of their services, each fake held to the
// service's published description or its source (tests/fixtures/SOURCES.md): what the card and
// its details show, a wrong key, a service that is down or too slow, a self-signed certificate,
// and each service's own rule.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { stopBuiltins } from '../helpers/run-builtin.js';
import { cardOf, failureOf, pinnedTls, runApp } from '../helpers/run-outcomes.js';
import { giteaData, giteaTokens, startGitea, type FakeGitea } from '../fixtures/services/gitea.js';
import { authentikData, authentikToken, startAuthentik } from '../fixtures/services/authentik.js';
import { frigateLogin, frigateLoginLimit, startFrigate, type FakeFrigate } from '../fixtures/services/frigate.js';
import { minifluxKey, startMiniflux, type FakeMiniflux } from '../fixtures/services/miniflux.js';
import { changedetectionKey, changedetectionModel, startChangedetection, type FakeChangedetection } from '../fixtures/services/changedetection.js';
import { healthchecksKeys, startHealthchecks } from '../fixtures/services/healthchecks.js';
import type { FakeService } from '../fixtures/services/apps-fake.js';
import { grafanaCredentials, grafanaLockout, grafanaStats, startGrafana, type FakeGrafana } from '../fixtures/services/grafana.js';

const closed = await sharedClosedPort();
// A run limit short enough for a test: the package's calls have 1.6 s of it together.
const shortRun = 2000;

afterAll(() => stopBuiltins());

describe('Gitea / Forgejo', () => {
  let gitea: FakeGitea;
  let secure: FakeGitea;
  const config = (apiKey: string = giteaTokens.reader) => ({ apiKey });

  beforeAll(async () => {
    gitea = await startGitea();
    secure = await startGitea({ tls: true });
  });
  afterAll(async () => {
    await gitea.close();
    await secure.close();
  });
  // Every request the package made, and every answer of the fake, fit Gitea's swagger.v1.json.
  afterEach(() => {
    expect(gitea.violations).toEqual([]);
    expect(secure.violations).toEqual([]);
  });

  it('shows unread notifications, open issues, open pull requests and repositories, and the version in the details', async () => {
    const { html, detail } = cardOf(await runApp('com.gitea', config(), gitea.url));
    expect(html).toContain(`>${giteaData.unreadNotifications}<`);
    expect(html).toContain(`>${giteaData.openIssues}<`);
    expect(html).toContain(`>${giteaData.openPulls}<`);
    expect(html).toContain(`>${giteaData.repositories}<`);
    expect(html.match(/hk-stat"/g)).toHaveLength(4);
    expect(detail).toContain('Version</dt><dd>1.27.1<');
    expect(gitea.requests.every((r) => !/token=/.test(r))).toBe(true);
  });

  it('counts from X-Total-Count, asking for one item, not from the length of a page (at most 50)', async () => {
    const before = gitea.requests.length;
    const { html } = cardOf(await runApp('com.gitea', config(), gitea.url));
    // 57 open issues are more than one page of Gitea's largest (50): a page's length would say 50.
    expect(html).toContain('>57<');
    const searches = gitea.requests.slice(before).filter((r) => r.includes('/search'));
    expect(searches).toHaveLength(3);
    for (const search of searches) expect(search).toContain('limit=1');
  });

  it('reads a Forgejo the same way and shows its version', async () => {
    gitea.setVersion('11.0.1+gitea-1.22.0');
    try {
      expect(cardOf(await runApp('com.gitea', config(), gitea.url)).detail).toContain('11.0.1+gitea-1.22.0');
    } finally {
      gitea.setVersion(giteaData.version);
    }
  });

  it('passes the connection test with the right token', async () => {
    expect(await runApp('com.gitea', config(), gitea.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it("fails the connection test on a wrong token with Gitea's own words, as a refusal", async () => {
    const failure = failureOf(await runApp('com.gitea', config('0000000000000000000000000000000000000000'), gitea.url, { kind: 'connectionTest' }));
    expect(failure.reason).toBe('401: the service refused the credentials: "invalid username, password or token" (check the key, token or password)');
    expect(failure.refusal).toBe(401);
  });

  it('says which scope a token lacks (a token without read:notification)', async () => {
    const failure = failureOf(await runApp('com.gitea', config(giteaTokens.noNotifications), gitea.url));
    expect(failure.reason).toBe('403: the service refused the credentials: "token does not have at least one of required scope(s): [read:notification]" (give the token the read:notification, read:issue and read:repository scopes)');
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.gitea', config(), closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    gitea.slowDown('/api/v1/notifications/new', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.gitea', config(), gitea.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${gitea.url}/api/v1/notifications/new (a card's calls have 1.6 s together)`);
    } finally {
      gitea.slowDown('/api/v1/notifications/new', 0);
    }
  });

  it("records a request that Gitea's description does not allow, so a package making one would fail", async () => {
    const answer = await fetch(`${gitea.url}/api/v1/repos/search?limit=one&sort_by=x`, { headers: { authorization: `token ${giteaTokens.reader}` } });
    await answer.body?.cancel();
    expect(gitea.violations.splice(0)).toEqual(['GET /api/v1/repos/search: the query parameter limit is not an integer', 'GET /api/v1/repos/search: the query parameter sort_by is not in the description']);
  });

  it('sends the token to a self-signed https Gitea only once its certificate is trusted', async () => {
    const untrusted = failureOf(await runApp('com.gitea', config(), secure.url));
    expect(untrusted.reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    const { html } = cardOf(await runApp('com.gitea', config(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') }));
    expect(html).toContain(`>${giteaData.openIssues}<`);
  });
});

describe('Grafana', () => {
  let grafana: FakeGrafana;
  let secure: FakeGrafana;
  const admin = () => ({ ...grafanaCredentials.admin });

  beforeAll(async () => {
    grafana = await startGrafana();
    secure = await startGrafana({ tls: true });
  });
  afterAll(async () => {
    await grafana.close();
    await secure.close();
  });

  it('shows dashboards, data sources, firing alerts and users, and the rest in the details', async () => {
    const { html, detail } = cardOf(await runApp('com.grafana', admin(), grafana.url));
    expect(html).toContain(`>${grafanaStats.dashboards}<`);
    expect(html).toContain(`>${grafanaStats.datasources}<`);
    // Two alerts fire; the silenced third is not counted.
    expect(html).toContain('Firing</span>');
    expect(html).toMatch(/>2<\/span><span class="hk-label">Firing/);
    expect(html).toContain(`>${grafanaStats.users}<`);
    expect(detail).toContain(`Active users (30 days)</dt><dd>${grafanaStats.activeUsers}<`);
    expect(detail).toContain('Version</dt><dd>11.3.0<');
    expect(detail).toContain('Database</dt><dd>ok<');
    expect(grafana.requests).toContain('GET /api/alertmanager/grafana/api/v2/alerts?active=true&silenced=false&inhibited=false');
  });

  it('passes the connection test with a server admin', async () => {
    expect(await runApp('com.grafana', admin(), grafana.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it("says a wrong password was refused, in Grafana's words, as a refusal", async () => {
    const failure = failureOf(await runApp('com.grafana', { username: 'viewer-x', password: 'nope' }, grafana.url, { kind: 'connectionTest' }));
    expect(failure.reason).toBe('401: the service refused the credentials: "Invalid username or password" (check the username and password or the token; Grafana blocks a login for 5 minutes after 5 failed sign-ins)');
    expect(failure.refusal).toBe(401);
  });

  it('says an unknown service account token is an invalid API key', async () => {
    const failure = failureOf(await runApp('com.grafana', { apiKey: 'glsa_nope' }, grafana.url, { kind: 'connectionTest' }));
    expect(failure.reason).toContain('"Invalid API key"');
  });

  it('says the statistics need a server admin, for a service account token or an organisation admin', async () => {
    for (const config of [{ apiKey: grafanaCredentials.serviceAccountToken }, { ...grafanaCredentials.orgAdmin }]) {
      const { reason } = failureOf(await runApp('com.grafana', config, grafana.url));
      expect(reason).toBe(`403: the service refused the credentials: "You'll need additional permissions to perform this action. Permissions needed: server.stats:read" (the statistics need a Grafana server admin: use a server admin's username and password (a service account cannot be one))`);
    }
  });

  it('asks for a sign-in before calling Grafana when none is set', async () => {
    const before = grafana.requests.length;
    expect(failureOf(await runApp('com.grafana', {}, grafana.url)).reason).toBe('set the username and password of a Grafana server admin, or a service account token');
    expect(grafana.requests.length).toBe(before);
  });

  it("meets Grafana's lockout after 5 failed sign-ins (the right password is refused too) and reports each as a refusal, so Hearth backs off", async () => {
    const lab = await startGrafana();
    try {
      for (let i = 0; i < grafanaLockout.attempts; i += 1) {
        expect(failureOf(await runApp('com.grafana', { ...grafanaCredentials.admin, password: 'wrong' }, lab.url, { kind: 'connectionTest' })).refusal).toBe(401);
      }
      const blocked = failureOf(await runApp('com.grafana', admin(), lab.url, { kind: 'connectionTest' }));
      expect(blocked).toMatchObject({ refusal: 401 });
      // Five minutes after the first failure the login signs in again.
      const start = Date.now();
      lab.setNow(() => start + grafanaLockout.windowMs + 1000);
      expect(await runApp('com.grafana', admin(), lab.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
    } finally {
      await lab.close();
    }
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.grafana', admin(), closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    grafana.slowDown('/api/admin/stats', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.grafana', admin(), grafana.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${grafana.url}/api/admin/stats (a card's calls have 1.6 s together)`);
    } finally {
      grafana.slowDown('/api/admin/stats', 0);
    }
  });

  it('signs in to a self-signed https Grafana only once its certificate is trusted', async () => {
    expect(failureOf(await runApp('com.grafana', admin(), secure.url)).reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    const { html } = cardOf(await runApp('com.grafana', admin(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') }));
    expect(html).toContain(`>${grafanaStats.dashboards}<`);
  });
});

describe('Healthchecks', () => {
  let hc: FakeService;
  let secure: FakeService;
  const config = (apiKey: string = healthchecksKeys.readOnly) => ({ apiKey });

  beforeAll(async () => {
    hc = await startHealthchecks();
    secure = await startHealthchecks({ tls: true });
  });
  afterAll(async () => {
    await hc.close();
    await secure.close();
  });

  it('shows checks up, late, down and paused with a read-only key, and the rest in the details', async () => {
    const { html, detail } = cardOf(await runApp('com.healthchecks', config(), hc.url));
    expect(html).toMatch(/>5<\/span><span class="hk-label">Up/);
    expect(html).toMatch(/>1<\/span><span class="hk-label">Late/);
    expect(html).toMatch(/>2<\/span><span class="hk-label">Down/);
    expect(html).toMatch(/>1<\/span><span class="hk-label">Paused/);
    expect(detail).toContain('Checks</dt><dd>10<');
    expect(detail).toContain('Never pinged</dt><dd>1<');
    expect(detail).toContain('Running now</dt><dd>1<');
    expect(detail).toContain('Last ping</dt><dd>2 minutes ago<');
    expect(detail).toContain('Media scan, Cron &lt;nightly&gt;');
    expect(hc.requests.at(-1)).toBe('GET /api/v3/checks/');
  });

  it('reads the same with a read-write key (which also gets the ping URLs)', async () => {
    expect(cardOf(await runApp('com.healthchecks', config(healthchecksKeys.readWrite), hc.url)).html).toMatch(/>2<\/span><span class="hk-label">Down/);
  });

  it('keeps only the checks carrying every tag asked for', async () => {
    const { html } = cardOf(await runApp('com.healthchecks', { ...config(), tag: 'prod nas' }, hc.url));
    expect(hc.requests.at(-1)).toBe('GET /api/v3/checks/?tag=prod&tag=nas');
    // Backups (up) and Offsite copy (late) have both tags.
    expect(html).toMatch(/>1<\/span><span class="hk-label">Up/);
    expect(html).toMatch(/>1<\/span><span class="hk-label">Late/);
    expect(html).toMatch(/>0<\/span><span class="hk-label">Down/);
  });

  it('passes the connection test with the right key', async () => {
    expect(await runApp('com.healthchecks', config(), hc.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it("says a wrong key was refused, in Healthchecks' words, as a refusal", async () => {
    const failure = failureOf(await runApp('com.healthchecks', config(`hcr_${'w'.repeat(28)}`), hc.url, { kind: 'connectionTest' }));
    expect(failure.reason).toBe('401: the service refused the credentials: "wrong api key" (check the API key (the project\'s Settings, API Access))');
    expect(failure.refusal).toBe(401);
  });

  it('explains that a key of the wrong length is not a key at all (Healthchecks says "missing api key")', async () => {
    const failure = failureOf(await runApp('com.healthchecks', config(`${healthchecksKeys.readOnly} `.repeat(2)), hc.url, { kind: 'connectionTest' }));
    expect(failure.reason).toBe('401: the service refused the credentials: "missing api key" (an API key is 32 characters: copy it again from the project\'s Settings, API Access)');
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.healthchecks', config(), closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    hc.slowDown('/api/v3/checks/', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.healthchecks', config(), hc.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${hc.url}/api/v3/checks/ (a card's calls have 1.6 s together)`);
    } finally {
      hc.slowDown('/api/v3/checks/', 0);
    }
  });

  it('sends the key to a self-signed https Healthchecks only once its certificate is trusted', async () => {
    expect(failureOf(await runApp('com.healthchecks', config(), secure.url)).reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    expect(cardOf(await runApp('com.healthchecks', config(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') })).html).toMatch(/>2<\/span><span class="hk-label">Down/);
  });
});

describe('changedetection.io', () => {
  let cd: FakeChangedetection;
  let secure: FakeChangedetection;
  const config = (apiKey: string = changedetectionKey) => ({ apiKey });

  beforeAll(async () => {
    cd = await startChangedetection();
    secure = await startChangedetection({ tls: true });
  });
  afterAll(async () => {
    await cd.close();
    await secure.close();
  });
  // Every request and answer fit changedetection.io's api-spec.yaml (the service checks requests against it too).
  afterEach(() => {
    expect(cd.violations).toEqual([]);
    expect(secure.violations).toEqual([]);
  });

  it('shows watches, changes not viewed, errors and overdue checks, and the rest in the details', async () => {
    const { html, detail } = cardOf(await runApp('com.changedetection', config(), cd.url));
    expect(html).toMatch(/>6<\/span><span class="hk-label">Watches/);
    // Two changed and not viewed; the third change was viewed; a single snapshot (last_changed 0) is no change.
    expect(html).toMatch(/>2<\/span><span class="hk-label">Changed/);
    expect(html).toMatch(/>1<\/span><span class="hk-label">Errors/);
    expect(html).toMatch(/>1<\/span><span class="hk-label">Overdue/);
    expect(detail).toContain('In the check queue</dt><dd>2<');
    expect(detail).toContain('Last checked</dt><dd>6 minutes ago<');
    expect(detail).toContain('Up for</dt><dd>2d 2h<');
    expect(detail).toContain('Version</dt><dd>0.55.8<');
  });

  it("narrows the watches to one tag by the tag's title", async () => {
    const { html } = cardOf(await runApp('com.changedetection', { ...config(), tag: 'lab' }, cd.url));
    expect(cd.requests).toContain('GET /api/v1/watch?tag=lab');
    expect(html).toMatch(/>2<\/span><span class="hk-label">Watches/);
    expect(html).toMatch(/>1<\/span><span class="hk-label">Changed/);
  });

  it('passes the connection test with the right key', async () => {
    expect(await runApp('com.changedetection', config(), cd.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it("says a wrong key was refused (a 403 with changedetection.io's own words), as a refusal", async () => {
    const failure = failureOf(await runApp('com.changedetection', config('nope'), cd.url, { kind: 'connectionTest' }));
    expect(failure.reason).toBe('403: the service refused the credentials: "Invalid access - API key invalid." (check the API key (Settings, API))');
    expect(failure.refusal).toBe(403);
  });

  it('reads an instance whose API access is not restricted without any key', async () => {
    cd.setKeyRequired(false);
    try {
      const before = cd.requests.length;
      expect(cardOf(await runApp('com.changedetection', {}, cd.url)).html).toMatch(/>6<\/span><span class="hk-label">Watches/);
      expect(cd.requests.length - before).toBe(2);
      // The description names the key for every operation; the service lets this setting waive it.
      expect(cd.violations.splice(0).sort()).toEqual(['GET /api/v1/systeminfo: no credentials by a scheme the description names (ApiKeyAuth)', 'GET /api/v1/watch: no credentials by a scheme the description names (ApiKeyAuth)']);
    } finally {
      cd.setKeyRequired(true);
    }
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.changedetection', config(), closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    cd.slowDown('/api/v1/watch', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.changedetection', config(), cd.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${cd.url}/api/v1/watch (a card's calls have 1.6 s together)`);
    } finally {
      cd.slowDown('/api/v1/watch', 0);
    }
  });

  it("records a request or an answer the description does not allow, so a package or fake making one would fail", async () => {
    const answer = await fetch(`${cd.url}/api/v1/watch?recheck_all=yes`, { headers: { 'x-api-key': changedetectionKey } });
    await answer.body?.cancel();
    expect(cd.violations.splice(0)).toEqual(['GET /api/v1/watch: the query parameter recheck_all is not one of 1']);
    expect(changedetectionModel().checkAnswer('GET', '/api/v1/watch', 200, { a: { last_checked: 'today', last_error: null } })).toEqual(['$.a.last_checked is string, not integer']);
  });

  it('sends the key to a self-signed https changedetection.io only once its certificate is trusted', async () => {
    expect(failureOf(await runApp('com.changedetection', config(), secure.url)).reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    expect(cardOf(await runApp('com.changedetection', config(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') })).html).toMatch(/>6<\/span><span class="hk-label">Watches/);
  });
});

describe('authentik', () => {
  let ak: FakeService;
  let secure: FakeService;
  const config = (apiKey: string = authentikToken) => ({ apiKey });
  const logins = authentikData.loginsByBucket.reduce<number>((a, b) => a + b, 0);
  const failed = authentikData.failedByBucket.reduce<number>((a, b) => a + b, 0);

  beforeAll(async () => {
    ak = await startAuthentik();
    secure = await startAuthentik({ tls: true });
  });
  afterAll(async () => {
    await ak.close();
    await secure.close();
  });

  it("shows users, the last day's sign-ins and failed sign-ins, and open sessions", async () => {
    const { html, detail } = cardOf(await runApp('com.authentik', config(), ak.url));
    expect(html).toMatch(new RegExp(`>${authentikData.users}</span><span class="hk-label">Users`));
    expect(html).toMatch(new RegExp(`>${logins}</span><span class="hk-label">Sign-ins 24 h`));
    expect(html).toMatch(new RegExp(`>${failed}</span><span class="hk-label">Failed 24 h`));
    expect(html).toMatch(new RegExp(`>${authentikData.sessions}</span><span class="hk-label">Sessions`));
    expect(detail).toContain(`Open sessions</dt><dd>${authentikData.sessions}<`);
  });

  it('counts from the pagination (one item asked for) and sums the six-hour buckets of one day only', async () => {
    const before = ak.requests.length;
    cardOf(await runApp('com.authentik', config(), ak.url));
    const made = ak.requests.slice(before).sort();
    expect(made).toEqual([
      'GET /api/v3/core/authenticated_sessions/?page_size=1',
      'GET /api/v3/core/users/?page_size=1',
      'GET /api/v3/events/events/volume/?action=login&history_days=1',
      'GET /api/v3/events/events/volume/?action=login_failed&history_days=1',
    ]);
  });

  it('passes the connection test with the right token', async () => {
    expect(await runApp('com.authentik', config(), ak.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it("says a wrong token was refused (authentik answers 403, not 401), in authentik's words, as a refusal", async () => {
    const failure = failureOf(await runApp('com.authentik', config('nope'), ak.url, { kind: 'connectionTest' }));
    expect(failure.reason).toBe('403: the service refused the credentials: "Token invalid/expired" (check the API token: its intent must be API, and it must not have expired)');
    expect(failure.refusal).toBe(403);
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.authentik', config(), closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    ak.slowDown('/api/v3/core/authenticated_sessions/', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.authentik', config(), ak.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${ak.url}/api/v3/core/authenticated_sessions/ (a card's calls have 1.6 s together)`);
    } finally {
      ak.slowDown('/api/v3/core/authenticated_sessions/', 0);
    }
  });

  it('sends the token to a self-signed https authentik only once its certificate is trusted', async () => {
    expect(failureOf(await runApp('com.authentik', config(), secure.url)).reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    expect(cardOf(await runApp('com.authentik', config(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') })).html).toContain(`>${authentikData.users}<`);
  });
});

describe('Frigate', () => {
  let open: FakeFrigate;
  let guarded: FakeFrigate;
  let secure: FakeFrigate;
  const login = () => ({ username: frigateLogin.user, password: frigateLogin.password });

  beforeAll(async () => {
    open = await startFrigate();
    guarded = await startFrigate({ auth: true });
    secure = await startFrigate({ tls: true, auth: true });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
    await secure.close();
  });

  it('shows cameras, detector inference, recordings storage used and uptime (internal port, no sign-in), the rest in the details', async () => {
    const { html, detail } = cardOf(await runApp('com.frigate', {}, open.url));
    expect(html).toMatch(/>3<\/span><span class="hk-label">Cameras/);
    expect(html).toContain('>8.5 ms<');
    expect(html).toContain('>50%<');
    expect(html).toContain('>3d 4h<');
    // Frigate's storage is in MiB: 476,837.2 MiB is 466 GiB (not 466 TiB, nor 477 GiB).
    expect(detail).toContain('466 GiB of 931 GiB');
    expect(detail).toContain('Version</dt><dd>0.16.1-e664cb2<');
    expect(open.requests).toEqual(['GET /api/stats']);
  });

  it('signs in on the authenticated port, keeps the JWT cookie, and reuses it on the next run', async () => {
    const first = await runApp('com.frigate', login(), guarded.url, { kept: null });
    expect(cardOf(first).html).toMatch(/>3<\/span><span class="hk-label">Cameras/);
    const kept = first.ok && first.kind === 'initialize' ? first.kept : undefined;
    expect(kept).toMatch(/^frigate_token=eyJ/);
    const before = guarded.requests.length;
    cardOf(await runApp('com.frigate', login(), guarded.url, { kept: kept ?? null }));
    expect(guarded.requests.slice(before)).toEqual(['GET /api/stats']);
  });

  it('signs in again when Frigate no longer takes the kept session (its secret changed)', async () => {
    const first = await runApp('com.frigate', login(), guarded.url, { kept: null });
    const kept = first.ok && first.kind === 'initialize' ? (first.kept ?? null) : null;
    guarded.forgetSessions();
    const before = guarded.requests.length;
    const again = await runApp('com.frigate', login(), guarded.url, { kept });
    expect(cardOf(again).html).toContain('>8.5 ms<');
    expect(guarded.requests.slice(before)).toEqual(['GET /api/stats', 'POST /api/login', 'GET /api/stats']);
  });

  it('says the authenticated port wants a sign-in when none is set', async () => {
    const failure = failureOf(await runApp('com.frigate', {}, guarded.url));
    expect(failure).toEqual({ reason: '401: Frigate asks for a sign-in: enter a username and password, or use the internal port 5000', refusal: 401 });
  });

  it("says a wrong password was refused, in Frigate's words, as a refusal", async () => {
    const lab = await startFrigate({ auth: true });
    try {
      const failure = failureOf(await runApp('com.frigate', { ...login(), password: 'nope' }, lab.url, { kind: 'connectionTest' }));
      expect(failure).toEqual({ reason: '401: Frigate refused the username or password ("Login failed")', refusal: 401 });
    } finally {
      await lab.close();
    }
  });

  it('reports the sign-in rate limit (auth.failed_login_rate_limit) as a 429 refusal, so Hearth backs off', async () => {
    const lab = await startFrigate({ auth: true });
    try {
      for (let i = 0; i < frigateLoginLimit; i += 1) expect(failureOf(await runApp('com.frigate', { ...login(), password: 'nope' }, lab.url)).refusal).toBe(401);
      const limited = failureOf(await runApp('com.frigate', login(), lab.url));
      expect(limited).toEqual({ reason: '429: Frigate is limiting sign-ins ("Rate limit exceeded: 5 per 1 minute"); wait a minute, then check the password', refusal: 429 });
    } finally {
      await lab.close();
    }
  });

  it('passes the connection test', async () => {
    expect(await runApp('com.frigate', login(), guarded.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.frigate', {}, closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    open.slowDown('/api/stats', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.frigate', {}, open.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${open.url}/api/stats (a card's calls have 1.6 s together)`);
    } finally {
      open.slowDown('/api/stats', 0);
    }
  });

  it('signs in to a self-signed https Frigate (port 8971) only once its certificate is trusted', async () => {
    expect(failureOf(await runApp('com.frigate', login(), secure.url)).reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    expect(cardOf(await runApp('com.frigate', login(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') })).html).toContain('>8.5 ms<');
  });
});

describe('Miniflux', () => {
  let mf: FakeMiniflux;
  let secure: FakeMiniflux;
  const config = (apiKey: string = minifluxKey) => ({ apiKey });

  beforeAll(async () => {
    mf = await startMiniflux();
    secure = await startMiniflux({ tls: true });
  });
  afterAll(async () => {
    await mf.close();
    await secure.close();
  });

  it('shows unread and read entries (summed over the per-feed counters), feeds and feeds with errors', async () => {
    const { html, detail } = cardOf(await runApp('com.miniflux', config(), mf.url));
    // 14 + 203 + 2 unread; 120 + 880 + 40 + 5 read.
    expect(html).toMatch(/>219<\/span><span class="hk-label">Unread/);
    expect(html).toMatch(/>1,045<\/span><span class="hk-label">Read/);
    expect(html).toMatch(/>5<\/span><span class="hk-label">Feeds/);
    expect(html).toMatch(/>2<\/span><span class="hk-label">Feed errors/);
    expect(detail).toContain('Feeds disabled</dt><dd>1<');
    expect(detail).toContain('Version</dt><dd>2.3.3<');
  });

  it('shows the card without a version on a Miniflux older than 2.0.49 (no /v1/version)', async () => {
    mf.setOld(true);
    try {
      const { html, detail } = cardOf(await runApp('com.miniflux', config(), mf.url));
      expect(html).toMatch(/>219<\/span><span class="hk-label">Unread/);
      expect(detail).toContain('Version</dt><dd>—<');
    } finally {
      mf.setOld(false);
    }
  });

  it('passes the connection test with the right key', async () => {
    expect(await runApp('com.miniflux', config(), mf.url, { kind: 'connectionTest' })).toMatchObject({ ok: true });
  });

  it('says a wrong key was refused, naming where the key is made, as a refusal', async () => {
    const failure = failureOf(await runApp('com.miniflux', config('nope'), mf.url, { kind: 'connectionTest' }));
    // Miniflux's {error_message: "access unauthorized"} says no more than the 401 itself.
    expect(failure).toEqual({ reason: '401: the service refused the credentials (check the API key (Settings, API Keys))', refusal: 401 });
  });

  it('says a service that is down is unreachable', async () => {
    expect(failureOf(await runApp('com.miniflux', config(), closed.origin)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call that did not answer in time, and does not hang', async () => {
    mf.slowDown('/v1/feeds', 30_000);
    try {
      const { reason } = failureOf(await runApp('com.miniflux', config(), mf.url, { timeoutMs: shortRun }));
      expect(reason).toBe(`no answer in time from GET ${mf.url}/v1/feeds (a card's calls have 1.6 s together)`);
    } finally {
      mf.slowDown('/v1/feeds', 0);
    }
  });

  it('sends the key to a self-signed https Miniflux only once its certificate is trusted', async () => {
    expect(failureOf(await runApp('com.miniflux', config(), secure.url)).reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(secure.requests).toEqual([]);
    expect(cardOf(await runApp('com.miniflux', config(), secure.url, { tls: pinnedTls(secure.url, secure.fingerprint ?? '') })).html).toContain('>219<');
  });
});
