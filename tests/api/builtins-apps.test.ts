// The "apps" built-ins (Gitea/Forgejo, …) against fakes of their services, each fake held to the
// service's published description or its source (tests/fixtures/SOURCES.md): what the card and
// its details show, a wrong key, a service that is down or too slow, a self-signed certificate,
// and each service's own rule.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { cardOf, failureOf, pinnedTls, runApp, stopAppBuiltins } from '../helpers/run-app-builtin.js';
import { giteaData, giteaTokens, startGitea, type FakeGitea } from '../fixtures/services/gitea.js';

const closed = await sharedClosedPort();
// A run limit short enough for a test: the package's calls have 1.6 s of it together.
const shortRun = 2000;

afterAll(() => stopAppBuiltins());

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
