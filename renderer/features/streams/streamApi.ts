import type { FolderList } from '../../../shared/contracts/listings.js';
import type { StreamSaved } from '../../../shared/contracts/streams.js';
import { apiPrefix } from '../../../shared/constants.js';
import { get, post } from '../../api/client.js';
import { getToken } from '../auth/authStore.js';

/** GET /listing/folder[/{id}]/stream/list: the cameras of a folder (or the root) and the user's pins. */
export type StreamList = FolderList & { pinned: string[] };

export function streamListPath(folderId: string | null | undefined): string {
  return folderId ? `/listing/folder/${encodeURIComponent(folderId)}/stream/list` : '/listing/folder/stream/list';
}

export function loadStreams(folderId: string | null | undefined, signal?: AbortSignal): Promise<StreamList> {
  return get<StreamList>(streamListPath(folderId), { signal });
}

export function setPinned(listingId: string, pinned: boolean): Promise<{ pinned: string[] }> {
  return post<{ pinned: string[] }>(pinned ? '/stream/pin' : '/stream/unpin', { listingId });
}

export function saveStream(payload: { listingId: string | null; parentId: string | null; linkName: string; linkURL: string }): Promise<StreamSaved> {
  return post<StreamSaved>('/listing/save/stream', payload, { field: 'data' });
}

/** A camera's snapshot as an object URL (the caller revokes it), or why there is none. */
export type Preview = { url: string; failure?: undefined } | { url?: undefined; failure: string | null };

/**
 * One JPEG frame of the camera, or the server's reason when the camera gave none ("Camera not
 * reachable: connection refused"). The preview needs the bearer token, so it is fetched, not put
 * in an <img src>.
 */
export async function fetchPreview(listingId: string, signal: AbortSignal): Promise<Preview> {
  const token = getToken();
  const response = await fetch(`${apiPrefix}/listing/stream/preview/${encodeURIComponent(listingId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) return { failure: await failureText(response) };
  const blob = await response.blob();
  return blob.size > 0 && blob.type === 'image/jpeg' ? { url: URL.createObjectURL(blob) } : { failure: null };
}

async function failureText(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

export type PlayerMode = 'remux' | 'jsmpeg';

/** The live-video socket of spec-features §7: same host, ws or wss as the page, token in the query; Hearth's player also asks for the camera's state. */
export function videoSocketUrl(listingId: string, mode: PlayerMode, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ token: getToken() ?? '' });
  if (mode === 'jsmpeg') query.set('mode', 'jsmpeg');
  // The camera's state as text messages, which the original client would read as video.
  query.set('events', '1');
  return `${scheme}://${location.host}/${encodeURIComponent(listingId)}?${query.toString()}`;
}
