import { apiPrefix, databaseNotConnected, databaseStatusHeader } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import { clearSignIn, getToken } from '../features/auth/authStore.js';
import { forgetOfflineCopies } from '../features/pwa/connectionStore.js';
import { ApiError } from './ApiError.js';
import { withCacheBuster } from './cacheBuster.js';
import { connectionLost, connectionWorks } from './connectivity.js';
import { navigateTo } from './navigation.js';

export { ApiError, isApiError } from './ApiError.js';

export interface RequestOptions {
  /**
   * Skip the shared failure rules: every failure is thrown unhandled (logout, health checks). A
   * request that gets no answer at all still shows the connection banner.
   */
  quiet?: boolean;
  signal?: AbortSignal;
  /** The envelope field that carries a successful answer: `message` (default), `data` (images), or `body` for the whole answer. */
  field?: AnswerField;
}

/** Where a success answers: `message` (most calls), `data` (uploads, saves), `body`: the whole answer (/app/test). */
type AnswerField = 'message' | 'data' | 'body';

async function readMessage(response: Response, field: AnswerField): Promise<{ ok: boolean; message: unknown; body: unknown }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body) {
      const ok = response.ok && !('error' in body && body.error === true);
      // Failures always explain themselves in `message`; only a success may answer elsewhere.
      if (ok && field === 'body') return { ok, message: body, body };
      const answer = ok && field === 'data' && 'data' in body ? body.data : body.message;
      return { ok, message: answer, body };
    }
    return { ok: response.ok, message: body, body };
  } catch {
    return { ok: false, message: response.statusText || `HTTP ${response.status}`, body: null };
  }
}

/**
 * No answer at all: the server restarting, the Wi-Fi gone. Not a reason to leave the page (the
 * spec's /network-error would lose it): the connection banner shows, queries wait and retry, and
 * a write that failed says so (toastError shows the spec's 'Server is unavailable…' or, with the
 * browser offline, 'No internet connection…').
 */
function networkFailure(): ApiError {
  connectionLost();
  return new ApiError(0, navigator.onLine ? messages.serverUnavailable : messages.offline, false);
}

/**
 * The sign-in is gone (401, or a socket closed because the session ended): to /login, and the
 * offline copies kept for it are forgotten, as at sign-out.
 */
export function signedOut(): void {
  clearSignIn();
  forgetOfflineCopies();
  navigateTo('/login');
}

/**
 * A gateway's 502/503/504 page rather than Hearth's own answer (Hearth marks every API answer
 * with its database status header): Hearth behind a reverse proxy is restarting, as unreachable
 * as with no proxy at all.
 */
function fromGateway(response: Response): boolean {
  return [502, 503, 504].includes(response.status) && !response.headers.has(databaseStatusHeader);
}

/**
 * Applies spec-core §8 to a failed answer and returns the error to throw. Only a 401 means the
 * sign-in is gone. A 403 is Hearth refusing something to a user who is still signed in (an
 * admin-only screen, an address they may not reach): unlike the original client, it is not a
 * sign-out but a failure the screen shows in Hearth's words, where the user is.
 */
function httpFailure(response: Response, message: string, quiet: boolean, body: unknown): ApiError {
  if (quiet) return new ApiError(response.status, message, false, body);
  if (response.status === 401) {
    signedOut();
    return new ApiError(response.status, message, true);
  }
  if (response.status === 500 && response.headers.get(databaseStatusHeader) === databaseNotConnected) {
    navigateTo('/database-error');
    return new ApiError(response.status, message, true);
  }
  return new ApiError(response.status, message, false, body);
}

/** One API call under /api/v1, answering the envelope's `message` as T. */
export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const quiet = options.quiet ?? false;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withCacheBuster(`${apiPrefix}${path}`), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }
  if (fromGateway(response)) throw networkFailure();
  // An offline copy is the service worker answering (renderer/sw/sw.ts marks it), not the server:
  // taking it for the server back would retry a screen's code too soon and reload into nothing.
  if (response.headers.get('x-hearth-offline-copy') !== '1') connectionWorks();
  const { ok, message, body: answer } = await readMessage(response, options.field ?? 'message');
  if (ok) return message as T;
  const text = typeof message === 'string' ? message : response.statusText;
  throw httpFailure(response, text, quiet, answer);
}

/**
 * Asks whether this page's sign-in still holds (after a socket could not open): a revoked one
 * answers 401 and the shared rules go to /login; no answer marks the connection lost.
 */
export function checkSession(): Promise<void> {
  return request<unknown>('GET', '/session').then(
    () => undefined,
    () => undefined,
  );
}

/** GETs started before the screen that needs them has mounted (see warmStart.ts). */
interface EarlyAnswer {
  answer: Promise<unknown>;
  at: number;
  /** Set once the answer is in: a screen can start from it without waiting a turn. */
  arrived?: { value: unknown };
}
const early = new Map<string, EarlyAnswer>();
const earlyLifetimeMs = 10_000;

/**
 * Starts a GET now; the first get() of the same path within 10 s takes its answer instead of
 * asking again. A failure is never kept: once the early request fails, the next get() asks anew
 * (a screen opened after a network error must not show that old error). Resolves (never rejects)
 * once the answer is in or has failed.
 */
export function prefetch(path: string): Promise<void> {
  const started = early.get(path);
  if (started) return started.answer.then(settled, settled);
  const answer = request('GET', path);
  const entry: EarlyAnswer = { answer, at: Date.now() };
  early.set(path, entry);
  return answer.then(
    (value) => {
      entry.arrived = { value };
    },
    // Until a screen takes it, a failure is nobody's to report: don't let it count as unhandled.
    () => {
      if (early.get(path) === entry) early.delete(path);
    },
  );
}

const settled = () => undefined;

/**
 * The early answer for `path` if it has already arrived (and is under 10 s old), taken so that
 * nobody uses it twice; else undefined. A screen passes it to its query as initial data, so its
 * first render shows the data instead of a loader and a second render.
 */
export function takeArrived<T>(path: string): T | undefined {
  const entry = early.get(path);
  if (!entry?.arrived || Date.now() - entry.at >= earlyLifetimeMs) return undefined;
  early.delete(path);
  return entry.arrived.value as T;
}

export function get<T>(path: string, options?: RequestOptions): Promise<T> {
  const started = early.get(path);
  if (started) {
    early.delete(path);
    if (Date.now() - started.at < earlyLifetimeMs) return started.answer as Promise<T>;
  }
  return request<T>('GET', path, undefined, options);
}

export function post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

/** A multipart upload (POST), e.g. /images/upload; the answer is read from the envelope's `data`. */
export function upload<T>(path: string, form: FormData, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, form, { field: 'data', ...options });
}
