// TEMPORARY dev runner: replaced by the real integration runtime at merge.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import vm from 'node:vm';
import axios from 'axios';

const root = join(process.cwd(), 'resources/integrations');
const nodeRequire = createRequire(import.meta.url);

export interface RunResult { status: number; html: string; fullHtml: string; reason: string }

function sandboxRequire(name: string): unknown {
  if (name === '@hearth/kit') return nodeRequire(join(root, 'kit/index.js'));
  if (name === 'axios') return axios;
  throw new Error(`Importing of module '${name}' is not allowed.`);
}

function render(appId: string, template: string, vars: { key: string; value: string }[]): string {
  let html = readFileSync(join(root, appId, 'templates', template), 'utf8');
  const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  for (const { key, value } of vars) html = html.split(key).join(key.startsWith('{{{') ? value : esc(value));
  return html;
}

export async function runBuiltin(appId: string, kind: 'initialize' | 'connectionTest', config: Record<string, unknown>, appUrl: string, payload: Record<string, unknown> | null = null): Promise<RunResult> {
  const code = readFileSync(join(root, appId, 'app.js'), 'utf8');
  const global: Record<string, unknown> = {};
  vm.runInNewContext(code, { global, require: sandboxRequire, console, setTimeout, clearTimeout });
  return new Promise<RunResult>((resolve) => {
    let done = false;
    const once = (r: RunResult) => { if (!done) { done = true; resolve(r); } };
    const host = { config, payload, appUrl, axios, req: { user: { username: 'tester' } } };
    if (kind === 'initialize') {
      const fn = global.initialize as (a: unknown) => Promise<void>;
      void fn({ ...host, sendResponse: (t: string, status: number, vars: { key: string; value: string }[], background?: string | null) => {
        const m = `m-${t}`;
        void background; once({ status, html: render(appId, t, vars), fullHtml: existsSync(join(root, appId, 'templates', m)) ? render(appId, m, vars) : '', reason: '' });
      }, sendError: (e: unknown) => once({ status: 400, html: '', fullHtml: '', reason: String(e) }) });
    } else {
      const fn = global.connectionTest as (a: unknown) => Promise<void>;
      void fn({ ...host, connectionSuccess: () => once({ status: 200, html: '', fullHtml: '', reason: '' }), connectionFailed: (e: unknown) => once({ status: 400, html: '', fullHtml: '', reason: String(e) }) });
    }
  });
}
