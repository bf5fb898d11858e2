import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { startTestServer, type TestServer } from './server.js';
import type { StartOptions } from '../../server/index.js';

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

export interface ExpressApp {
  router: { stack: Layer[] };
}

/** Method and path of every route under `stack`, with the prefixes of the routers it sits in. */
export function routes(stack: Layer[], prefix = ''): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
      return paths.flatMap((path) => methods.map((method) => ({ method: method.toUpperCase(), path: `${prefix}${path}` })));
    }
    if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      return routes(layer.handle.stack, `${prefix}${mount}`);
    }
    return [];
  });
}

/** A concrete URL for an Express 5 path: each parameter a made-up value, optional parts left in. */
export function concrete(path: string): string {
  return path
    .replace(/[{}]/g, '')
    .replace(/:(\w+)/g, 'x1')
    .replace(/\*(\w+)/g, 'x1');
}

/**
 * A test server and the Express app it serves: the app is what the server hands to
 * http.createServer, caught on the way so a test can walk its router (not a list kept by hand).
 */
export async function startServerWithApp(options: StartOptions = {}): Promise<{ server: TestServer; app: ExpressApp | null }> {
  const create = http.createServer;
  let app: ExpressApp | null = null;
  (http as { createServer: unknown }).createServer = (...args: unknown[]) => {
    app = args.find((arg): arg is ExpressApp => typeof arg === 'function' && 'router' in arg) ?? null;
    return (create as (...a: unknown[]) => http.Server)(...args);
  };
  syncBuiltinESMExports();
  try {
    const server = await startTestServer(options);
    return { server, app };
  } finally {
    (http as { createServer: unknown }).createServer = create;
    syncBuiltinESMExports();
  }
}
