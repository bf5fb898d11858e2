/**
 * `Hearth --self-test`: what the release workflow runs on each OS's packaged app, to prove the
 * installed layout works where it matters (server loaded from app.asar, renderer served, a
 * built-in integration copied out and run through the desktop runtime, ffmpeg spawned, ping
 * with the OS's own arguments). It signs in with HEARTH_ADMIN_USERNAME / HEARTH_ADMIN_PASSWORD
 * (which also create that account on the fresh data folder the self-test uses), prints one line
 * per check and exits 0, or 1 naming what failed. The checks talk HTTP to the running server,
 * so they are tested against a real one (main.smoke.test.ts).
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const selfTestFlag = '--self-test';

export interface SelfTestCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SelfTestDeps {
  /** http://127.0.0.1:PORT of the running server. */
  origin: string;
  credentials: { username: string; password: string } | null;
  /** The server bundle's own checks of ffmpeg and ping (server/diagnostics.ts). */
  checkTools(): Promise<SelfTestCheck[]>;
  /** The server's log line saying what confines integration code, once one has run. */
  sandboxLine(): string | null;
  /** Where the server bundle was loaded from (inside app.asar in a packaged app). */
  serverEntry: string;
}

export function selfTestCredentials(env: NodeJS.ProcessEnv): { username: string; password: string } | null {
  const username = env.HEARTH_ADMIN_USERNAME?.trim();
  const password = env.HEARTH_ADMIN_PASSWORD;
  return username && password ? { username, password } : null;
}

type Json = { error?: boolean; message?: unknown; data?: unknown; html?: unknown } & Record<string, unknown>;

async function api(origin: string, path: string, init: { token?: string; body?: unknown; method?: string } = {}): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/v1${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
  } catch {
    return { status: response.status, body: { message: text.slice(0, 200) } };
  }
}

/** A one-page site on 127.0.0.1 for the Site Status integration to check. */
async function localSite(): Promise<{ url: string; close(): Promise<void> }> {
  const site = createServer((_req, res) => res.end('Hearth self-test site'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => site.close(() => resolve())) };
}

async function check(name: string, run: () => Promise<string>): Promise<SelfTestCheck> {
  try {
    return { name, ok: true, detail: await run() };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function runSelfTest(deps: SelfTestDeps): Promise<SelfTestCheck[]> {
  const { origin } = deps;
  const checks: SelfTestCheck[] = [];
  checks.push({ name: 'server', ok: true, detail: `loaded from ${deps.serverEntry}` });
  checks.push(
    await check('health', async () => {
      const { status, body } = await api(origin, '/health');
      expect(status === 200, `GET /api/v1/health answered ${status}: ${JSON.stringify(body.message)}`);
      return `${origin}/api/v1/health: ${JSON.stringify(body.message)}`;
    }),
  );
  checks.push(
    await check('renderer', async () => {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) });
      const html = await response.text();
      expect(response.status === 200 && html.includes('id="root"'), `GET / answered ${response.status} without the app's page`);
      return 'the dashboard page is served';
    }),
  );
  let token: string | null = null;
  checks.push(
    await check('sign-in', async () => {
      expect(deps.credentials, 'HEARTH_ADMIN_USERNAME and HEARTH_ADMIN_PASSWORD are not set');
      const { username, password } = deps.credentials;
      const { status, body } = await api(origin, '/login', { body: { username: username.toLowerCase(), password: createHash('md5').update(password).digest('hex') } });
      const message = body.message as { token?: unknown } | undefined;
      expect(status === 200 && typeof message?.token === 'string', `sign-in answered ${status}: ${JSON.stringify(body.message)}`);
      token = message.token;
      return `signed in as ${username.toLowerCase()}`;
    }),
  );
  checks.push(
    await check('integration', async () => {
      expect(token, 'not signed in');
      const site = await localSite();
      try {
        const installed = await api(origin, '/app/com.hearth.status/install', { token });
        expect(installed.status === 200 || installed.status === 409, `installing the built-in Site Status answered ${installed.status}: ${JSON.stringify(installed.body.message)}`);
        const saved = await api(origin, '/listing/save/link', {
          token,
          body: { linkName: 'Self-test', linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' }, linkURL: site.url, showInSidebar: false, showOnFeatured: false, integration: { package: 'com.hearth.status', config: {} } },
        });
        const link = saved.body.data as { _id?: string; integration?: { _id?: string } } | undefined;
        expect(saved.status === 200 && link?._id && link.integration?._id, `saving a link with the integration answered ${saved.status}: ${JSON.stringify(saved.body.message)}`);
        const run = await api(origin, `/app/run/${link._id}/${link.integration._id}`, { token });
        expect(run.status === 200 && typeof run.body.html === 'string' && run.body.html.includes('Up'), `running it answered ${run.status}: ${JSON.stringify(run.body.message ?? run.body.html)}`);
        await api(origin, `/listing/delete/${link._id}`, { token });
        return `the built-in Site Status ran in the integration runtime and saw ${site.url} up`;
      } finally {
        await site.close();
      }
    }),
  );
  checks.push(
    await check('sandbox', () => {
      const line = deps.sandboxLine();
      expect(line, 'no integration process reported what confines it');
      return Promise.resolve(line);
    }),
  );
  checks.push(...(await deps.checkTools()));
  return checks;
}

/** The printed report and the exit code. */
export function selfTestReport(checks: readonly SelfTestCheck[]): { text: string; exitCode: number } {
  const failed = checks.filter((c) => !c.ok);
  const lines = checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  lines.push(failed.length === 0 ? `Hearth self-test: all ${checks.length} checks passed.` : `Hearth self-test: ${failed.length} of ${checks.length} checks failed: ${failed.map((c) => c.name).join(', ')}.`);
  return { text: lines.join('\n'), exitCode: failed.length === 0 ? 0 : 1 };
}

/** How much of the log a failed self-test prints (the end, where the failure is). */
export const failedLogLines = 300;

/**
 * What a failed self-test prints after its report: its log (the last lines), and where the log and
 * the data folder it kept are, so a CI run shows why without a second try.
 */
export function failedSelfTestLog(logText: string, logPath: string, dataDir: string, maxLines = failedLogLines): string {
  const lines = logText.replace(/\n$/, '').split('\n');
  const shown = lines.length > maxLines ? [`… (${lines.length - maxLines} earlier lines in the file)`, ...lines.slice(-maxLines)] : lines;
  return [`Hearth self-test log (${logPath}; the data folder ${dataDir} was kept):`, ...shown.map((line) => `  ${line}`)].join('\n');
}
