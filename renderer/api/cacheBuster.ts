/**
 * Adds the random `t` query the original client sends with every call (spec-core §7), with `&`
 * when the path already has a query.
 */
export function withCacheBuster(path: string, random: number = Math.random()): string {
  return `${path}${path.includes('?') ? '&' : '?'}t=${random}`;
}
