import { createHash } from 'node:crypto';
import type { Listing } from '../../shared/contracts/listings.js';

/** The envelope of a Hearth answer as the browser tests' seeds read it. */
export interface Answer<T> {
  message: T;
  data?: Listing;
}

/** One call of the real API; a refusal fails the test with the server's own answer. */
export async function apiCall<T>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as Answer<T>;
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs in as the form does (the password's MD5) and answers the session token. */
export async function signInToken(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await apiCall<{ token: string }>(baseUrl, null, 'POST', '/login', { username, password: createHash('md5').update(password).digest('hex') });
  return answer.message.token;
}
