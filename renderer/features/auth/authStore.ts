import { useSyncExternalStore } from 'react';
import { queryClient } from '../../api/queryClient.js';
import type { LoginResult, Role } from '../../../shared/contracts/auth.js';
import { followProfile, forgetProfileLanguage } from '../../i18n/i18n.js';

/** The sign-in kept in localStorage (spec-core §3 "Login state"). */
export interface SignIn {
  token: string;
  role: Role;
  fullName: string;
}

const keys = { token: 'hearth.token', role: 'hearth.role', fullName: 'hearth.fullName' } as const;
const listeners = new Set<() => void>();

function read(): SignIn | null {
  try {
    const token = window.localStorage.getItem(keys.token);
    if (!token) return null;
    const role: Role = window.localStorage.getItem(keys.role) === 'admin' ? 'admin' : 'user';
    return { token, role, fullName: window.localStorage.getItem(keys.fullName) ?? '' };
  } catch {
    return null;
  }
}

/** The desktop app's preload bridge (electron/ipc.ts DesktopApi); absent in a LAN browser. */
interface DesktopSessionBridge {
  setSession(token: string | null): Promise<void>;
}

// The tray's Wake and Quick preview menus act for whoever is signed in in the app window.
function tellDesktop(token: string | null): void {
  const bridge = (window as Window & { hearthDesktop?: DesktopSessionBridge }).hearthDesktop;
  bridge?.setSession(token).catch(() => undefined);
}

let current: SignIn | null = read();
tellDesktop(current?.token ?? null);

function publish(next: SignIn | null): void {
  current = next;
  // Cached server data belongs to the account it was read with.
  queryClient.clear();
  tellDesktop(next?.token ?? null);
  listeners.forEach((notify) => notify());
}

/** Remembers the answer of POST /login or POST /setup. */
export function saveSignIn(result: LoginResult): void {
  const next: SignIn = { token: result.token, role: result.role, fullName: result.fullName };
  window.localStorage.setItem(keys.token, next.token);
  window.localStorage.setItem(keys.role, next.role);
  window.localStorage.setItem(keys.fullName, next.fullName);
  // The profile's language (null: this device's) from the first screen after sign-in, no reload.
  void followProfile(result.language);
  publish(next);
}

export function clearSignIn(): void {
  forgetSignIn();
  if (current) publish(null);
}

/**
 * Removes the stored sign-in without telling the screens: for a sign-out that reloads the page
 * next, so no screen reacts (e.g. redirects to /login) before the reload itself.
 */
export function forgetSignIn(): void {
  Object.values(keys).forEach((key) => window.localStorage.removeItem(key));
  forgetProfileLanguage();
}

export function getSignIn(): SignIn | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

// Another tab signing in or out changes the same storage.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === keys.token) publish(read());
});

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The current sign-in, or null when signed out. */
export function useSignIn(): SignIn | null {
  return useSyncExternalStore(subscribe, getSignIn);
}
