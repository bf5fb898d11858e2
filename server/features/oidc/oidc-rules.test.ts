import { describe, expect, it } from 'vitest';
import { groupsOf, roleOf } from './oidc-accounts.js';
import { mayUseHttp } from './oidc-client.js';
import { SingleUse } from './single-use.js';

describe('plain http to a provider', () => {
  it('is fine to this computer, and elsewhere only when the admin allowed it', () => {
    expect(mayUseHttp('https://auth.example.com/', false)).toBe(true);
    expect(mayUseHttp('http://127.0.0.1:9000/', false)).toBe(true);
    expect(mayUseHttp('http://[::1]:9000/', false)).toBe(true);
    expect(mayUseHttp('http://localhost:9000/', false)).toBe(true);
    expect(mayUseHttp('http://authelia.home.arpa/', false)).toBe(false);
    expect(mayUseHttp('http://authelia.home.arpa/', true)).toBe(true);
  });
});

describe('groups to roles', () => {
  const provider = { adminGroup: 'hearth-admins', userGroup: 'hearth-users' };
  it('reads a group claim as a list or a comma-separated string', () => {
    expect(groupsOf(['a', 2, 'b'])).toEqual(['a', 'b']);
    expect(groupsOf('a, b')).toEqual(['a', 'b']);
    expect(groupsOf(undefined)).toEqual([]);
  });
  it('gives admin for the admin group, user for the user group, nothing otherwise', () => {
    expect(roleOf(provider, ['hearth-admins'])).toBe('admin');
    expect(roleOf(provider, ['hearth-users'])).toBe('user');
    expect(roleOf(provider, ['family'])).toBeNull();
    expect(roleOf({ ...provider, userGroup: '' }, [])).toBe('user');
    expect(roleOf({ ...provider, adminGroup: '' }, [''])).toBeNull();
  });
});

describe('single-use values', () => {
  it('are taken once, and not after they expire', () => {
    let now = 0;
    const store = new SingleUse<string>(1000, () => now);
    store.put('a', 'x');
    store.put('b', 'y');
    expect(store.take('a')).toBe('x');
    expect(store.take('a')).toBeUndefined();
    now = 1000;
    expect(store.take('b')).toBeUndefined();
  });
  it('drop the oldest when full', () => {
    const store = new SingleUse<number>(1000, () => 0, 2);
    store.put('a', 1);
    store.put('b', 2);
    store.put('c', 3);
    expect([store.take('a'), store.take('b'), store.take('c')]).toEqual([undefined, 2, 3]);
  });
});
