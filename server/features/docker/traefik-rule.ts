/**
 * The address a container is reached at, read from its Traefik router labels
 * (`traefik.http.routers.<router>.rule=Host(`app.example.com`)`), for discovery when no href
 * label names one. Traefik v2 allows several hosts in one matcher (`Host(`a`, `b`)`), v3 one;
 * the first is taken. A `PathPrefix` joined to it with `&&` is kept. The scheme is https when
 * the router has TLS (`.tls=true` or any `.tls.*` option) or its entry point is named as the
 * secure one in Traefik's docs (`websecure`, `https`).
 */

const ruleLabel = /^traefik\.http\.routers\.([^.]+)\.rule$/;
const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The matcher's first quoted argument (backticks or double quotes, as Traefik accepts both). */
function firstArgument(rule: string, matcher: string): string | null {
  const found = new RegExp(`(?:^|[\\s(&|!])${matcher}\\(\\s*([\`"])([^\`"]*)\\1`).exec(rule);
  return found?.[2]?.trim() ?? null;
}

function routerHasTls(labels: Readonly<Record<string, string>>, router: string): boolean {
  const prefix = `traefik.http.routers.${router}.`;
  if (labels[`${prefix}tls`]?.trim().toLowerCase() === 'true') return true;
  if (Object.keys(labels).some((key) => key.startsWith(`${prefix}tls.`))) return true;
  const entryPoints = (labels[`${prefix}entrypoints`] ?? '').toLowerCase().split(',').map((entry) => entry.trim());
  return entryPoints.includes('websecure') || entryPoints.includes('https');
}

/** `https://host/prefix` from the container's first router with a Host rule; null for none. */
export function traefikAddress(labels: Readonly<Record<string, string>>): string | null {
  if (labels['traefik.enable']?.trim().toLowerCase() === 'false') return null;
  const routers = Object.keys(labels)
    .map((key) => ruleLabel.exec(key)?.[1])
    .filter((router): router is string => router !== undefined)
    .sort();
  for (const router of routers) {
    // The first alternative (`||`) with a Host; its PathPrefix only when joined to it with `&&`.
    const rule = (labels[`traefik.http.routers.${router}.rule`] ?? '').split('||').find((alternative) => firstArgument(alternative, 'Host') !== null) ?? '';
    const host = firstArgument(rule, 'Host');
    if (!host || !hostName.test(host)) continue;
    const prefix = firstArgument(rule, 'PathPrefix');
    const path = prefix && prefix.startsWith('/') ? prefix : '';
    return `${routerHasTls(labels, router) ? 'https' : 'http'}://${host.toLowerCase()}${path}`;
  }
  return null;
}
