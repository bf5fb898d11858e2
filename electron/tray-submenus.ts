/**
 * The tray's "Wake ▸" and "Quick preview ▸" submenus as data, plus readers for the API answers
 * they are built from. Pure: tray.ts turns the items into Electron menu items, main.ts fetches.
 */

/** A wake-capable device of the signed-in account (GET /api/v1/networkdevices/db/devices). */
export interface WakeTarget {
  id: string;
  name: string;
}

/** A camera of the signed-in account, in any folder (GET /api/v1/stream/cameras). */
export interface PreviewTarget {
  listingId: string;
  name: string;
}

export type SubmenuItem<T> = { kind: 'pick'; label: string; target: T } | { kind: 'info'; label: string };

export const signInToWake = 'Sign in to wake devices';
export const noWakeDevices = 'No devices with wake-on-LAN';
export const signInToPreview = 'Sign in to preview cameras';
export const noCameras = 'No cameras yet';
export const loadingLabel = 'Loading…';
export const loadFailedLabel = 'Could not load the list';

/** What the submenu knows: nobody signed in, still loading, failed, or the list. */
export type SubmenuState<T> =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; targets: readonly T[] };

// A tray menu is no place for a long list; the window has the full one.
const maxItems = 20;

function submenu<T>(state: SubmenuState<T>, signedOut: string, empty: string, label: (t: T) => string): SubmenuItem<T>[] {
  switch (state.status) {
    case 'signed-out':
      return [{ kind: 'info', label: signedOut }];
    case 'loading':
      return [{ kind: 'info', label: loadingLabel }];
    case 'failed':
      return [{ kind: 'info', label: loadFailedLabel }];
    case 'ready':
      if (state.targets.length === 0) return [{ kind: 'info', label: empty }];
      return state.targets.slice(0, maxItems).map((target) => ({ kind: 'pick', label: label(target), target }));
  }
}

export function wakeMenuModel(state: SubmenuState<WakeTarget>): SubmenuItem<WakeTarget>[] {
  return submenu(state, signInToWake, noWakeDevices, (device) => device.name);
}

export function previewMenuModel(state: SubmenuState<PreviewTarget>): SubmenuItem<PreviewTarget>[] {
  return submenu(state, signInToPreview, noCameras, (camera) => camera.name);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `message.items` of a list answer (a bare array in `message` is accepted too). */
function listItems(body: unknown): unknown[] {
  if (!isRecord(body)) return [];
  const { message } = body;
  if (Array.isArray(message)) return message;
  return isRecord(message) && Array.isArray(message.items) ? message.items : [];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The wake-capable devices in a device list answer (spec-features §7: `supportsWol`). */
export function wakeTargetsFrom(body: unknown): WakeTarget[] {
  return listItems(body).flatMap((item) => {
    if (!isRecord(item) || item.supportsWol !== true) return [];
    const id = text(item._id);
    return id ? [{ id, name: text(item.deviceName) ?? 'Unnamed device' }] : [];
  });
}

/** The cameras in a stream list answer. */
export function previewTargetsFrom(body: unknown): PreviewTarget[] {
  return listItems(body).flatMap((item) => {
    if (!isRecord(item)) return [];
    const listingId = text(item._id) ?? text(item.id);
    return listingId ? [{ listingId, name: text(item.listingName) ?? text(item.linkName) ?? 'Camera' }] : [];
  });
}

/** The text a wake answer's notification shows: the server's message, or a plain fallback. */
export function wakeOutcome(status: number, body: unknown): { title: string; body: string } {
  const message = isRecord(body) ? text(body.message) : null;
  const ok = status >= 200 && status < 300 && !(isRecord(body) && body.error === true);
  return { title: ok ? 'Wake-on-LAN sent' : 'Wake-on-LAN failed', body: message ?? (ok ? 'Magic packet sent.' : `The server answered ${status}.`) };
}
