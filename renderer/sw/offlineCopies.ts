/**
 * Which API answers the service worker keeps for offline use, and in what form. Only the two
 * the first screen needs (the dashboard and folder lists), stored per signed-in user, with
 * everything secret or short-lived taken out first: authenticator entries (their codes),
 * integration configs, tokens. Nothing else from /api is ever cached.
 */

const kept = [/^\/api\/v1\/dashboard$/, /^\/api\/v1\/listing\/folder\/[^/]+\/list$/];

/** Keys dropped wherever they appear in a kept answer. */
const secretKeys = new Set(['authenticators', 'config', 'code', 'nextCode', 'secretKey', 'token', 'password']);

export function keepsOfflineCopy(method: string, pathname: string): boolean {
  return method === 'GET' && kept.some((pattern) => pattern.test(pathname));
}

/**
 * Whether an answer says the server ended the session the copies were kept for (signed out
 * elsewhere, password changed, account deleted): a 401 to the token the page still holds. The
 * copies go then, at the first contact, as they go at sign-out.
 */
export function endsOfflineCopies(status: number): boolean {
  return status === 401;
}

/** The answer without secrets; authenticators become an empty list, so the shape still parses. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'authenticators') out[key] = [];
    else if (!secretKeys.has(key)) out[key] = withoutSecrets(inner);
  }
  return out;
}

/**
 * The cache key of an answer: its path without the client's cache-busting query, and a digest
 * of the sign-in it was made for, so one person's dashboard is never shown to another.
 */
export async function offlineCopyKey(url: string, authorization: string | null): Promise<string | null> {
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const user = [...new Uint8Array(digest)].slice(0, 16).map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}?for=${user}`;
}
