import { describe, expect, it } from 'vitest';
import { appMenuModel, menuRoles } from './app-menu.js';

describe('appMenuModel', () => {
  it('has no DevTools, by menu or shortcut, in release builds', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const roles = menuRoles(appMenuModel({ platform, devTools: false }));
      expect(roles).not.toContain('toggleDevTools');
      expect(roles).not.toContain('viewMenu' as never);
    }
  });

  it('keeps DevTools for development', () => {
    expect(menuRoles(appMenuModel({ platform: 'linux', devTools: true }))).toContain('toggleDevTools');
  });

  it('has the macOS app menu only on macOS, and Edit everywhere (copy and paste shortcuts)', () => {
    expect(menuRoles(appMenuModel({ platform: 'darwin', devTools: false }))[0]).toBe('appMenu');
    const linux = menuRoles(appMenuModel({ platform: 'linux', devTools: false }));
    expect(linux).not.toContain('appMenu');
    expect(linux).toContain('editMenu');
  });
});
