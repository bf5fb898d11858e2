import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { checkReach, isLoopbackAddress, isLoopbackName, parseLoopbackTargets, reachPolicy } from './reach.js';

describe('what counts as this computer', () => {
  it.each(['127.0.0.1', '127.8.9.10', '0.0.0.0', '::1', '::', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '::127.0.0.1', 'fe80::1%lo'.replace('fe80::1', '::1')])('%s is', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['192.0.2.10', '198.18.4.2', '10.0.0.1', '::ffff:192.0.2.1', '2001:db8::1', 'fe80::1', 'not-an-ip'])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('reads localhost names as this computer, whatever DNS says', () => {
    for (const name of ['localhost', 'LOCALHOST.', 'plex.localhost', 'localhost.localdomain']) expect(isLoopbackName(name)).toBe(true);
    expect(isLoopbackName('mylocalhost.example')).toBe(false);
  });
});

describe('checkReach', () => {
  const user = { loopback: false };
  const admin = { loopback: true };

  it.each(['http://127.0.0.1:8096/', 'http://localhost/', 'https://[::1]:8443/', 'rtsp://0.0.0.0:554/h264', '127.0.0.2', 'http://127.1/'])('refuses %s for an ordinary account', async (target) => {
    await expect(checkReach(target, user, 'hearth')).rejects.toMatchObject({ status: 403, message: messages.loopbackRefused });
  });

  it('refuses with 400 on an original route, whose client signs out on 403', async () => {
    await expect(checkReach('http://127.0.0.1:8096/', user, 'original')).rejects.toMatchObject({ status: 400, message: messages.loopbackRefused });
  });

  it('lets an administrator aim at this computer', async () => {
    await expect(checkReach('http://127.0.0.1:8096/', admin, 'original')).resolves.toBeUndefined();
  });

  it('lets everyone aim at other addresses, and at names that do not resolve', async () => {
    await expect(checkReach('http://192.0.2.10:8096/', user, 'original')).resolves.toBeUndefined();
    await expect(checkReach('http://no-such-host.invalid/', user, 'original')).resolves.toBeUndefined();
  });

  it('follows a name that resolves to this computer', async () => {
    // The system resolver's own name for this machine resolves to loopback on most systems (/etc/hosts).
    await expect(checkReach('http://localhost./', user, 'hearth')).rejects.toMatchObject({ status: 403 });
  });
});

describe('the policy', () => {
  it('is admins only by default, everyone when the administrator says so', () => {
    expect(parseLoopbackTargets(undefined)).toBe('admins');
    expect(parseLoopbackTargets(' Everyone ')).toBe('everyone');
    expect(() => parseLoopbackTargets('all')).toThrow(/HEARTH_LOOPBACK_TARGETS/);
    expect(reachPolicy({ isSuperAdmin: false }, { loopbackTargets: 'admins' })).toEqual({ loopback: false });
    expect(reachPolicy({ isSuperAdmin: true }, { loopbackTargets: 'admins' })).toEqual({ loopback: true });
    expect(reachPolicy({ isSuperAdmin: false }, { loopbackTargets: 'everyone' })).toEqual({ loopback: true });
  });
});
