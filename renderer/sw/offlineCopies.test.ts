import { describe, expect, it } from 'vitest';
import { endsOfflineCopies, keepsOfflineCopy, offlineCopyKey, withoutSecrets } from './offlineCopies.js';

describe('what the service worker keeps for offline use', () => {
  it('keeps only the dashboard and folder lists, and only GETs', () => {
    expect(keepsOfflineCopy('GET', '/api/v1/dashboard')).toBe(true);
    expect(keepsOfflineCopy('GET', '/api/v1/listing/folder/undefined/list')).toBe(true);
    expect(keepsOfflineCopy('POST', '/api/v1/dashboard')).toBe(false);
    for (const path of ['/api/v1/totp', '/api/v1/totp/codes', '/api/v1/app/run/a/b', '/api/v1/settings', '/api/v1/accounts', '/api/v1/listing/link/abc']) expect(keepsOfflineCopy('GET', path)).toBe(false);
  });

  it('takes out authenticator codes, integration configs and tokens, keeping the shape', () => {
    const answer = {
      error: false,
      message: {
        authenticators: [{ _id: 'a', serviceName: 'Mail', code: '123456', nextCode: '654321' }],
        userData: { siteName: 'Home', token: 'abc' },
        homepageItems: [{ _id: 'l', listingName: 'Pi-hole', integration: { _id: 'i', appId: 'pihole', config: { apiKey: 'secret' } } }],
      },
    };
    expect(withoutSecrets(answer)).toEqual({
      error: false,
      message: { authenticators: [], userData: { siteName: 'Home' }, homepageItems: [{ _id: 'l', listingName: 'Pi-hole', integration: { _id: 'i', appId: 'pihole' } }] },
    });
    expect(JSON.stringify(withoutSecrets(answer))).not.toMatch(/123456|secret|abc/);
  });

  it('keys a copy by path and by the sign-in, never by the cache-busting query', async () => {
    const a = await offlineCopyKey('http://127.0.0.1:7420/api/v1/dashboard?t=0.42', 'Bearer one');
    expect(a).toBe(await offlineCopyKey('http://127.0.0.1:7420/api/v1/dashboard?t=0.99', 'Bearer one'));
    expect(a).not.toBe(await offlineCopyKey('http://127.0.0.1:7420/api/v1/dashboard', 'Bearer two'));
    expect(a).not.toContain('one');
    expect(await offlineCopyKey('http://127.0.0.1:7420/api/v1/dashboard', null)).toBeNull();
  });

  it('forgets the copies when the server says the session is gone (401), not for other failures', () => {
    expect(endsOfflineCopies(401)).toBe(true);
    for (const status of [200, 304, 400, 403, 404, 429, 500, 502, 503]) expect(endsOfflineCopies(status)).toBe(false);
  });
});
