/**
 * What the tray's Wake and Quick preview submenus show for the account signed in in the window.
 * main.ts passes the token in (from the renderer's hearth:set-session) and the fetchers
 * (account-api.ts); tests pass plain functions.
 */
import type { PreviewTarget, SubmenuState, WakeTarget } from './tray-submenus.js';

export interface AccountMenuSources {
  wake(token: string): Promise<WakeTarget[]>;
  preview(token: string): Promise<PreviewTarget[]>;
  /** Called whenever a list changed, so the tray redraws. */
  changed(): void;
}

export interface AccountMenus {
  token(): string | null;
  setToken(token: string | null): Promise<void>;
  /** Reloads both lists for the current token (a timer calls this; devices come and go). */
  refresh(): Promise<void>;
  state(): { wake: SubmenuState<WakeTarget>; preview: SubmenuState<PreviewTarget> };
}

export function createAccountMenus(sources: AccountMenuSources): AccountMenus {
  let token: string | null = null;
  let wake: SubmenuState<WakeTarget> = { status: 'signed-out' };
  let preview: SubmenuState<PreviewTarget> = { status: 'signed-out' };

  async function load<T>(fetch: (token: string) => Promise<T[]>, set: (state: SubmenuState<T>) => void): Promise<void> {
    const asked = token;
    if (asked === null) return;
    let next: SubmenuState<T>;
    try {
      next = { status: 'ready', targets: await fetch(asked) };
    } catch {
      next = { status: 'failed' };
    }
    // A sign-out or another sign-in while the call ran wins over its answer.
    if (token !== asked) return;
    set(next);
    sources.changed();
  }

  async function refresh(): Promise<void> {
    await Promise.all([
      load((t) => sources.wake(t), (s) => (wake = s)),
      load((t) => sources.preview(t), (s) => (preview = s)),
    ]);
  }

  return {
    token: () => token,
    async setToken(next) {
      if (next === token) return refresh();
      token = next;
      const initial = next === null ? ({ status: 'signed-out' } as const) : ({ status: 'loading' } as const);
      wake = initial;
      preview = initial;
      sources.changed();
      await refresh();
    },
    refresh,
    state: () => ({ wake, preview }),
  };
}
