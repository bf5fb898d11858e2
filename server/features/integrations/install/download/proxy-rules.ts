/**
 * The proxy a download goes through, from the environment as npm, curl and most tools read it:
 * `https_proxy`/`HTTPS_PROXY` for https addresses (falling back, as npm does, to the http one),
 * `http_proxy`/`HTTP_PROXY` for http, lower case first, an empty value as unset; and
 * `no_proxy`/`NO_PROXY` for the hosts reached directly. Only http(s) proxies are understood.
 */
export function proxyFor(url: URL, env: NodeJS.ProcessEnv): URL | null {
  const pick = (...names: string[]) => names.map((name) => env[name]?.trim()).find((value) => value);
  const http = pick('http_proxy', 'HTTP_PROXY');
  const raw = url.protocol === 'https:' ? (pick('https_proxy', 'HTTPS_PROXY') ?? http) : http;
  if (!raw || bypassesProxy(url, pick('no_proxy', 'NO_PROXY') ?? '')) return null;
  let proxy: URL;
  try {
    proxy = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    return null;
  }
  return proxy.protocol === 'http:' || proxy.protocol === 'https:' ? proxy : null;
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * Whether NO_PROXY sends `url` direct: entries separated by commas or spaces; `*` is every host;
 * `example.com`, `.example.com` and `*.example.com` match that host and every host under it;
 * `host:port` only that port; IPv6 addresses in brackets when a port follows (`[::1]:8080`).
 */
export function bypassesProxy(url: URL, noProxy: string): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = defaultPort(url);
  return noProxy
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((entry) => {
      if (entry === '*') return true;
      const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
      const withPort = bracketed ? null : /^([^:]+):(\d+)$/.exec(entry);
      const name = (bracketed?.[1] ?? withPort?.[1] ?? entry).toLowerCase().replace(/^\*?\.?/, '');
      const wantedPort = bracketed?.[2] ?? withPort?.[2];
      if (wantedPort && wantedPort !== port) return false;
      return name !== '' && (host === name || host.endsWith(`.${name}`));
    });
}

/** The Proxy-Authorization header for credentials written in the proxy's URL (`http://user:pass@host`). */
export function proxyAuthorization(proxy: URL): string | undefined {
  if (!proxy.username && !proxy.password) return undefined;
  const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return `Basic ${Buffer.from(credentials).toString('base64')}`;
}
