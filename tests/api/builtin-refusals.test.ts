import { describe, expect, it } from 'vitest';
import { credentials, startHomelabServices } from '../fixtures/homelab-services.js';
import { runBuiltin } from '../helpers/run-builtin.js';
import { useHomelabServices } from '../helpers/homelab.js';

/**
 * What a card says when the service refuses it (issue 40, "Error wording"): the service's own
 * words where it gives any, and the fix. Each case is a rule of a fake (tests/fixtures/SOURCES.md)
 * that a built-in meets.
 */
const services = useHomelabServices({ checkDescriptions: true });

describe('Nginx Proxy Manager', () => {
  it('says a wrong password is a wrong password on 2.13+ (400) and before it (401)', async () => {
    const wrong = { ...credentials.proxyman, password: 'nope' };
    const current = await runBuiltin('com.proxyman', 'connectionTest', wrong, services().url('npm'), null);
    expect(current.reason).toBe('400: the service refused the request: "Invalid email or password" (check the email and password)');
    const older = await runBuiltin('com.proxyman', 'connectionTest', wrong, services().url('npm212'), null);
    expect(older.reason).toBe('401: the service refused the credentials: "Invalid email or password" (check the email and password)');
  });
});

describe('Portainer', () => {
  it('says a wrong password (422) was refused, in Portainer words', async () => {
    const result = await runBuiltin('com.portainer', 'connectionTest', { username: credentials.portainer.username, password: 'nope' }, services().url('portainer'), null);
    expect(result.reason).toBe('422: the service refused the request: "Invalid credentials" (check the username and password, or use an access token)');
  });
});

describe('YouTube', () => {
  it('says a used-up daily quota is the quota, not the key', async () => {
    const result = await runBuiltin('com.youtube', 'initialize', { apiKey: credentials.youtube.quotaKey, apiurl: services().url('youtube') }, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', null);
    expect(result.reason).toBe("403: this API key has used up its daily YouTube quota: \"The request cannot be completed because you have exceeded your quota.\" (it is reset at midnight Pacific time; the card reads again then)");
  });

  it('passes the key refusal through', async () => {
    const result = await runBuiltin('com.youtube', 'connectionTest', { apiKey: 'nope', apiurl: services().url('youtube') }, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', null);
    expect(result.reason).toBe('400: the service refused the request: "API key not valid. Please pass a valid API key." (check the YouTube Data API key)');
  });
});

describe('Immich', () => {
  it('says a key without the server.statistics permission lacks it, and where to give it', async () => {
    const result = await runBuiltin('com.immich', 'connectionTest', { apiKey: credentials.immich.scopedKey }, services().url('immich'), null);
    expect(result.reason).toBe('403: the service refused the credentials: "Missing required permission: server.statistics" (give the API key the server.statistics permission in Account Settings, API Keys)');
  });

  it("says another user's key cannot read the admin-only statistics", async () => {
    const result = await runBuiltin('com.immich', 'connectionTest', { apiKey: credentials.immich.memberKey }, services().url('immich'), null);
    expect(result.reason).toBe('403: the service refused the credentials (the server statistics are for admins: use an API key of an admin)');
  });
});

describe('Uptime Kuma', () => {
  it('says a wrong slug is a wrong slug, not a wrong URL', async () => {
    const result = await runBuiltin('com.uptimekuma', 'initialize', { slug: 'nope' }, services().url('kuma'), null);
    expect(result.reason).toBe('404: not found at this address: "Status Page Not Found" (check the slug: the last part of the status page address, /status/<slug>)');
  });
});

describe('Heimdall', () => {
  it('says it is rate limited (429) once the health limit is used up, not "unexpected status"', async () => {
    for (let i = 0; i < 30; i += 1) await fetch(`${services().url('heimdallbusy')}/health`);
    const result = await runBuiltin('com.heimdall', 'initialize', {}, services().url('heimdallbusy'), null);
    expect(result.reason).toBe('429: the service is limiting requests, too many came in a short time: "Too many attempts." (wait a few minutes, or let the card refresh less often)');
  });
});

describe('Nextcloud', () => {
  it('says a user who is not an admin may not read the server info, and offers the monitoring token', async () => {
    const result = await runBuiltin('com.nextcloud', 'connectionTest', { username: credentials.nextcloud.memberUsername, password: credentials.nextcloud.memberPassword }, services().url('nextcloud'), null);
    expect(result.reason).toBe('401: the service refused the credentials (sign in as a Nextcloud admin, or use the serverinfo monitoring token)');
  });

  it('reads the server info with the NC-Token monitoring token alone, sending no user', async () => {
    const before = services().headers.length;
    const result = await runBuiltin('com.nextcloud', 'initialize', { token: credentials.nextcloud.token }, services().url('nextcloud'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('182K');
    const sent = services().headers.slice(before).map((h) => h.headers);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.['nc-token']).toBe(credentials.nextcloud.token);
    expect(sent[0]?.authorization).toBeUndefined();
  });
});

describe('Site Status', () => {
  it('calls a running service behind a login (401) up, and says it wants a login', async () => {
    const result = await runBuiltin('com.hearth.status', 'initialize', {}, `${services().url('homeassistant')}/api/config`, null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('Up (sign-in required)');
    expect(result.fullHtml).toContain('401');
  });

  it('says an unreachable site is Down and unreachable, not in axios words', async () => {
    const gone = await startHomelabServices();
    const url = gone.url('gone');
    await gone.close();
    const result = await runBuiltin('com.hearth.status', 'initialize', {}, url, null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>Down</span><span class="hi-label">unreachable (connection refused)<');
  });
});
