import { describe, expect, it } from 'vitest';
import { createAccountMenus } from './account-menus.js';
import type { PreviewTarget, WakeTarget } from './tray-submenus.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createAccountMenus', () => {
  it('starts signed out and loads both lists for the token it is given', async () => {
    const asked: string[] = [];
    let changes = 0;
    const menus = createAccountMenus({
      wake: (token) => (asked.push(`wake:${token}`), Promise.resolve([{ id: 'd1', name: 'NAS' }])),
      preview: (token) => (asked.push(`preview:${token}`), Promise.resolve([{ listingId: 'l1', name: 'Porch' }])),
      changed: () => void (changes += 1),
    });
    expect(menus.state()).toEqual({ wake: { status: 'signed-out' }, preview: { status: 'signed-out' } });
    await menus.setToken('t1');
    expect(asked).toEqual(['wake:t1', 'preview:t1']);
    expect(menus.state()).toEqual({
      wake: { status: 'ready', targets: [{ id: 'd1', name: 'NAS' }] },
      preview: { status: 'ready', targets: [{ listingId: 'l1', name: 'Porch' }] },
    });
    expect(changes).toBe(3);
  });

  it('shows a failed list as failed, not empty', async () => {
    const menus = createAccountMenus({
      wake: () => Promise.reject(new Error('401')),
      preview: () => Promise.resolve([]),
      changed: () => undefined,
    });
    await menus.setToken('t1');
    expect(menus.state()).toEqual({ wake: { status: 'failed' }, preview: { status: 'ready', targets: [] } });
  });

  it('drops an answer that arrives after sign-out', async () => {
    const slow = deferred<WakeTarget[]>();
    const menus = createAccountMenus({
      wake: () => slow.promise,
      preview: () => Promise.resolve<PreviewTarget[]>([]),
      changed: () => undefined,
    });
    const loading = menus.setToken('t1');
    expect(menus.state().wake).toEqual({ status: 'loading' });
    await menus.setToken(null);
    slow.resolve([{ id: 'd1', name: 'NAS' }]);
    await loading;
    expect(menus.token()).toBeNull();
    expect(menus.state()).toEqual({ wake: { status: 'signed-out' }, preview: { status: 'signed-out' } });
  });
});
