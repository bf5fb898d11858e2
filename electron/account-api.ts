/**
 * The few API calls the tray makes on behalf of the account signed in in the window: it asks the
 * embedded server over loopback with that account's token, like any other client.
 */
import type { PreviewTarget, WakeTarget } from './tray-submenus.js';
import { previewTargetsFrom, wakeOutcome, wakeTargetsFrom } from './tray-submenus.js';

const requestTimeoutMs = 10_000;

async function getJson(origin: string, path: string, token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

async function getList(origin: string, path: string, token: string): Promise<unknown> {
  const { status, body } = await getJson(origin, path, token);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return body;
}

export async function fetchWakeTargets(origin: string, token: string): Promise<WakeTarget[]> {
  return wakeTargetsFrom(await getList(origin, '/api/v1/networkdevices/db/devices', token));
}

export async function fetchPreviewTargets(origin: string, token: string): Promise<PreviewTarget[]> {
  return previewTargetsFrom(await getList(origin, '/api/v1/stream/cameras', token));
}

/** Sends the wake call; answers the notification to show (a network failure becomes one too). */
export async function wakeDevice(origin: string, token: string, id: string): Promise<{ title: string; body: string }> {
  try {
    const { status, body } = await getJson(origin, `/api/v1/networkdevices/wake/${encodeURIComponent(id)}`, token);
    return wakeOutcome(status, body);
  } catch (error) {
    return { title: 'Wake-on-LAN failed', body: error instanceof Error ? error.message : String(error) };
  }
}
