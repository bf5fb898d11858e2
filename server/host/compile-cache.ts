import * as nodeModule from 'node:module';

/** The part of node:module this needs; Node 22.1+ (and Electron's Node) has it, Node 20 does not. */
export interface CompileCacheApi {
  enableCompileCache?: (directory?: string) => { status: number; message?: string; directory?: string };
  constants?: { compileCacheStatus?: { FAILED?: number } };
}

/**
 * Keeps V8's compiled code of the modules loaded after this call between starts (in `directory`,
 * or Node's default folder in the temp dir), so a second start skips most of the server bundle's
 * compile. Call it before the server is imported. Answers whether the runtime keeps the cache;
 * a runtime without one (Node 20) or a cache it cannot write starts as before.
 */
export function keepCompiledCode(directory?: string, api: CompileCacheApi = nodeModule): boolean {
  if (typeof api.enableCompileCache !== 'function') return false;
  try {
    const result = api.enableCompileCache(directory);
    return result.status !== api.constants?.compileCacheStatus?.FAILED;
  } catch {
    return false;
  }
}
