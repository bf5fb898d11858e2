// The escape table: what a hostile integration package tries, run under BOTH launchers Hearth
// uses: the headless server's (Node's fork with the permission model) and the desktop app's
// (Electron's utilityProcess, here the fake that behaves as Electron's source says: no permission
// flags, no heap flag, env as given, on Electron's Node 24). Each row checks the effect, not only
// the message: the file not written, the socket never reached, the secret not in the card, the
// process not started.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { createSocket } from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRunnerDir, runThrough, type RunInput, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { utilityLauncher } from '../../electron/runtime-launcher.js';
import { createFakeUtilityProcess, desktopNode } from '../../electron/testing/fake-utility-process.js';
import { integrationMessages } from '../../shared/messages.js';
import { writePackage } from '../helpers/integrations.js';
import { missing } from '../helpers/prerequisites.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

const node = desktopNode();
const launchers = [
  { name: 'headless (fork, permission model)', launch: undefined },
  { name: 'desktop (utilityProcess as Electron runs it)', launch: node ? utilityLauncher(createFakeUtilityProcess(node, {})) : null },
] as const;

/**
 * A package whose own module (its copy of lodash, a name packages may require) runs `body`
 * (statements ending in `return …`): the strongest place a package's code runs. Its app.js
 * answers {{value}} with what the body gave, or what it threw.
 */
const shippedModule = (body: string): string => `module.exports = (async () => { ${body} })();`;
const answeringModule = `global.initialize = async (app) => { let v; try { v = await require('lodash'); } catch (e) { v = 'threw: ' + ((e && (e.code || e.message)) || e); } app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: String(v) }]); };`;

interface Listeners {
  tcp: Server;
  tcpSeen: Socket[];
  udpSeen: number;
  unix: Server;
  unixPath: string;
  unixSeen: number;
  web: http.Server;
  webSeen: number;
}

describe.skipIf(missing('Node 24 for the desktop launcher (scripts/test-node.mjs)', node ? null : 'not fetched'))('sandbox escapes, on both launchers', () => {
  let root: string;
  let secretDb: string;
  let victim: string;
  let listeners: Listeners;
  let udpPort = 0;
  const udp = createSocket('udp4');
  const secret = `hearth-db-secret-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hearth-escapes-'));
    secretDb = join(root, 'hearth.db');
    writeFileSync(secretDb, secret);
    victim = join(root, 'victim.txt');
    const tcpSeen: Socket[] = [];
    const tcp = createServer((socket) => (tcpSeen.push(socket), socket.destroy()));
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const unixPath = join(root, 'bus.sock');
    listeners = { tcp, tcpSeen, udpSeen: 0, unix: createServer((socket) => ((listeners.unixSeen += 1), socket.destroy())), unixPath, unixSeen: 0, web: http.createServer((_req, res) => ((listeners.webSeen += 1), res.end('secret-web'))), webSeen: 0 };
    await new Promise<void>((resolve) => listeners.unix.listen(unixPath, resolve));
    await new Promise<void>((resolve) => listeners.web.listen(0, '127.0.0.1', resolve));
    udp.on('message', () => (listeners.udpSeen += 1));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    udpPort = udp.address().port;
  });

  afterAll(async () => {
    udp.close();
    await Promise.all([listeners.tcp, listeners.unix, listeners.web].map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  const tcpPort = (): number => (listeners.tcp.address() as AddressInfo).port;
  const webPort = (): number => (listeners.web.address() as AddressInfo).port;

  describe.each(launchers)('$name', ({ name, launch }) => {
    let pool: RuntimePool;
    let apps: string;
    let marker: string;
    beforeAll(() => {
      apps = mkdtempSync(join(root, `apps-${name.split(' ')[0]}-`));
      // A generous call limit: on a loaded machine a row must not fail for being slow. The row that
      // is about the limit has a pool of its own.
      pool = new RuntimePool({ runnerDir: defaultRunnerDir(), timeoutMs: 20_000, startTimeoutMs: 60_000, warmPerApp: 0, ...(launch ? { launch } : {}) });
    });
    afterAll(() => pool.stop());

    let count = 0;
    async function attempt(body: string, files: Record<string, string> = {}, input: Partial<RunInput> = {}, prepare?: (dir: string) => void): Promise<RunOutcome> {
      count += 1;
      marker = join(root, `marker-${name.split(' ')[0]}-${count}`);
      const dir = writePackage(apps, { appId: `escape${count}.app`, appJs: answeringModule });
      const all = { 'node_modules/lodash/index.js': shippedModule(body), ...files };
      for (const [file, text] of Object.entries(all)) {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        writeFileSync(join(dir, file), text.replaceAll('MARKER', JSON.stringify(marker)));
      }
      prepare?.(dir);
      return runThrough(pool, dir, { kind: 'initialize', config: {}, appUrl: closed.origin, ...input });
    }
    const shown = (outcome: RunOutcome): string => (outcome.ok && outcome.kind === 'initialize' ? outcome.html : JSON.stringify(outcome));

    it('(a) cannot start a process through a package.json "imports" alias, from CommonJS or an ES module', async () => {
      const spawn = `require('#cp').execSync('touch ' + MARKER); return 'spawned'`;
      const cjs = await attempt(spawn, { 'node_modules/lodash/package.json': JSON.stringify({ name: 'lodash', imports: { '#cp': 'child_process' } }) });
      expect(existsSync(marker)).toBe(false);
      expect(shown(cjs)).not.toContain('spawned');
      const esm = await attempt(`return require('./esm.mjs').default`, {
        'node_modules/lodash/package.json': JSON.stringify({ name: 'lodash', imports: { '#cp': 'child_process' } }),
        'node_modules/lodash/esm.mjs': `import cp from '#cp'; cp.execSync('touch ' + MARKER); export default 'spawned';`,
      });
      expect(existsSync(marker)).toBe(false);
      expect(shown(esm)).not.toContain('spawned');
    });

    it("(b) cannot read outside its folder through fs's streams, nor write with {flags: 'w'}", async () => {
      writeFileSync(victim, 'intact');
      for (const open of ['createReadStream', 'new ReadStream']) {
        const stream = open === 'new ReadStream' ? `new (require('fs').ReadStream)(${JSON.stringify(secretDb)})` : `require('fs').createReadStream(${JSON.stringify(secretDb)})`;
        const read = await attempt(`return await new Promise((resolve, reject) => { let text = ''; ${stream}.on('data', (c) => (text += c)).on('end', () => resolve(text)).on('error', reject); })`);
        expect(shown(read), open).not.toContain(secret);
      }
      await attempt(`const s = new (require('fs').ReadStream)(${JSON.stringify(victim)}, { flags: 'w' }); await new Promise((r) => s.on('open', r).on('error', r)); return 'opened'`);
      await attempt(`const s = require('fs').createWriteStream(${JSON.stringify(victim)}, { flags: 'w' }); s.end('owned'); await new Promise((r) => s.on('finish', r)); return 'wrote'`);
      await attempt(`const s = require('fs').createReadStream(${JSON.stringify(victim)}, { flags: 'w' }); return 'opened'`);
      expect(readFileSync(victim, 'utf8')).toBe('intact');
    });

    it('(c) cannot open sockets of its own: net, http, tls, dgram, or an agent to a unix socket', async () => {
      const before = { tcp: listeners.tcpSeen.length, udp: listeners.udpSeen, unix: listeners.unixSeen, web: listeners.webSeen };
      await attempt(`await new Promise((resolve, reject) => require('net').connect(${tcpPort()}, '127.0.0.1', resolve).on('error', reject)); return 'connected'`);
      await attempt(`await new Promise((resolve, reject) => require('http').get('http://127.0.0.1:${webPort()}/', resolve).on('error', reject)); return 'fetched'`);
      await attempt(`await new Promise((resolve, reject) => require('tls').connect(${tcpPort()}, '127.0.0.1').on('error', reject).on('close', resolve)); return 'tls'`);
      await attempt(`const s = require('dgram').createSocket('udp4'); await new Promise((r) => s.send('x', ${udpPort}, '127.0.0.1', r)); return 'sent'`);
      await attempt(`const a = new (require('http').Agent)(); await new Promise((resolve, reject) => { const c = a.createConnection({ path: ${JSON.stringify(listeners.unixPath)} }); c.on('connect', resolve).on('error', reject); }); return 'bus'`);
      // The http capability's own agents are not reachable from what a package is handed either.
      await attempt(`const agent = app => app; const ax = require('axios'); const found = ax.defaults && (ax.defaults.httpAgent || ax.defaults.httpsAgent); if (!found) return 'no agent'; await new Promise((resolve, reject) => found.createConnection({ path: ${JSON.stringify(listeners.unixPath)} }).on('connect', resolve).on('error', reject)); return 'bus'`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect({ tcp: listeners.tcpSeen.length, udp: listeners.udpSeen, unix: listeners.unixSeen, web: listeners.webSeen }).toEqual(before);
    });

    it("(c) reaches only its link's hosts through the http capability, and redirects to others are not followed", async () => {
      const before = listeners.webSeen;
      const elsewhere = await attempt(`return (await require('axios').get('http://127.0.0.1:${webPort()}/')).data`, {}, { targets: ['http://hearth-link.test:8080'] });
      expect(shown(elsewhere)).not.toContain('secret-web');
      expect(shown(elsewhere)).toMatch(/HEARTH_NOT_A_TARGET|not an address of this link/);
      expect(listeners.webSeen).toBe(before);
      const allowed = await attempt(`return (await require('axios').get('http://127.0.0.1:${webPort()}/')).data`, {}, { targets: [`http://127.0.0.1:${webPort()}`], reach: { loopback: true } });
      expect(shown(allowed)).toContain('secret-web');
      expect(listeners.webSeen).toBe(before + 1);
    });

    it('cannot reach process.binding, process.dlopen, module._load or createRequire', async () => {
      for (const body of [
        `return process.binding('spawn_sync') && 'bound'`,
        `process.dlopen({ exports: {} }, '/nonexistent.node'); return 'loaded'`,
        `return require('module')._load('child_process').execSync('touch ' + MARKER) && 'spawned'`,
        `return module.constructor._load('child_process').execSync('touch ' + MARKER) && 'spawned'`,
        `return require('module').createRequire(__filename)('child_process').execSync('touch ' + MARKER) && 'spawned'`,
      ]) {
        const outcome = await attempt(body);
        expect(shown(outcome), body).toMatch(/threw/);
        expect(existsSync(marker), body).toBe(false);
      }
    });

    it('cannot import(), from CommonJS or an ES module, nor load .mjs or .cts files', async () => {
      for (const [body, files] of [
        [`return (await import('node:child_process')).execSync('touch ' + MARKER) && 'spawned'`, {}],
        [`return require('./trick.mjs')`, { 'trick.mjs': `import cp from 'node:child_process'; cp.execSync('touch ' + MARKER); export default 'spawned';` }],
        [`return require('./trick.cts')`, { 'trick.cts': `require('child_process').execSync('touch ' + MARKER); module.exports = 'spawned';` }],
        [`return require('./trick.cjs')`, { 'trick.cjs': `module.exports = import('child_process').then((cp) => (cp.execSync('touch ' + MARKER), 'spawned'));` }],
      ] as const) {
        const outcome = await attempt(body, files);
        expect(shown(outcome), body).not.toContain('spawned');
        expect(existsSync(marker), body).toBe(false);
      }
    });

    it('gains nothing from code made from strings: Function, eval, WebAssembly', async () => {
      expect(shown(await attempt(`return Function('return typeof process')()`))).toBe('<p>undefined</p>');
      expect(shown(await attempt(`return (0, eval)('typeof process')`))).toBe('<p>undefined</p>');
      const spawned = await attempt(`return Function('return require')()('child_process').execSync('touch ' + MARKER) && 'spawned'`);
      expect(shown(spawned)).toMatch(/threw/);
      expect(existsSync(marker)).toBe(false);
      expect(shown(await attempt(`return setTimeout.constructor('return typeof process')()`))).not.toMatch(/object/);
      expect(shown(await attempt(`return typeof WebAssembly === 'object' ? String(await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))) : 'no wasm'`))).toBe('<p>no wasm</p>');
    });

    it('cannot start a Worker or use vm or the inspector', async () => {
      for (const body of [
        `new (require('worker_threads').Worker)("require('child_process').execSync('touch ' + " + JSON.stringify(MARKER) + ")", { eval: true }); await new Promise((r) => setTimeout(r, 500)); return 'worker'`,
        `return require('vm').runInThisContext('process').mainModule.require('child_process').execSync('touch ' + MARKER) && 'spawned'`,
        `return require('inspector').url() || 'inspector'`,
        `return require('./vm.mjs').default`,
      ]) {
        const outcome = await attempt(body, { 'node_modules/lodash/vm.mjs': `import vm from 'node:vm'; import v8 from 'node:v8'; v8.setFlagsFromString('--allow-natives-syntax'); export default vm.runInThisContext('process').getBuiltinModule('child_process').execSync('touch ' + MARKER) && 'spawned';` });
        expect(shown(outcome), body).toMatch(/threw/);
        expect(existsSync(marker), body).toBe(false);
      }
    });

    it('cannot write through fs/promises, nor read out of its folder through a symlink', async () => {
      await attempt(`await require('fs/promises').writeFile(MARKER, 'planted'); return 'wrote'`);
      expect(existsSync(marker)).toBe(false);
      const linked = await attempt(`return require('fs').readFileSync(require('path').join(__dirname, 'db-link'), 'utf8')`, {}, {}, (dir) => symlinkSync(secretDb, join(dir, 'db-link')));
      expect(shown(linked)).not.toContain(secret);
      const required = await attempt(`return require('./db-link.js')`, {}, {}, (dir) => symlinkSync(secretDb, join(dir, 'db-link.js')));
      expect(shown(required)).not.toContain(secret);
    });

    it("sees no environment: process.env, /proc/self/environ and the parent's command line stay out", async () => {
      process.env.HEARTH_ESCAPE_TEST_SECRET = 'do-not-leak';
      try {
        for (const body of [`return JSON.stringify(process.env)`, `return require('fs').readFileSync('/proc/self/environ', 'latin1')`, `return require('fs').readFileSync('/proc/' + process.ppid + '/cmdline', 'latin1')`, `return require('fs').readFileSync('/proc/self/cmdline', 'latin1')`]) {
          const outcome = await attempt(body);
          expect(shown(outcome), body).not.toContain('do-not-leak');
          expect(shown(outcome), body).not.toContain('vitest');
        }
      } finally {
        delete process.env.HEARTH_ESCAPE_TEST_SECRET;
      }
    });

    it('cannot signal the server (process.kill of its parent) or change its priority', async () => {
      expect(shown(await attempt(`return String(process.kill(process.ppid, 0))`))).toMatch(/threw/);
      expect(shown(await attempt(`require('os').setPriority(process.ppid, 19); return 'reniced'`))).toMatch(/threw/);
      expect(shown(await attempt(`require('os').setPriority(0, 19); return 'reniced'`))).toMatch(/threw/);
    });

    it('cannot send the server a card of 100 MB', async () => {
      const big = await attempt(`return 'x'.repeat(1e6)`, { 'app.js': `global.initialize = async (app) => { const v = 'y'.repeat(3e6); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: v }]); };` });
      expect(big).toMatchObject({ ok: false, status: 400 });
      expect(JSON.stringify(big)).toContain('larger than 2 million characters');
    });

    it('is stopped at its memory cap (1 GB of buffers or arrays), and the next call runs', async () => {
      const buffers = await attempt(`const keep = []; for (let i = 0; i < 40; i++) keep.push(require('buffer').Buffer.alloc(25e6, 1)); return keep.length`);
      expect(shown(buffers)).not.toContain('<p>40</p>');
      const arrays = await attempt(`const keep = []; for (let i = 0; i < 40; i++) keep.push(new Uint8Array(25e6).fill(1)); return keep.length`);
      expect(arrays).toMatchObject({ ok: false, status: 502 });
      expect(!arrays.ok && JSON.stringify(arrays.error)).toMatch(/more than \d+ MB of memory/);
      expect(shown(await attempt(`return 'alive'`))).toBe('<p>alive</p>');
    });

    it('cannot hold 10,000 timers', async () => {
      expect(shown(await attempt(`for (let i = 0; i < 10000; i++) setTimeout(() => {}, 60000); return 'holding'`))).not.toContain('holding');
    });

    it('a promise that never settles ends at the time limit, and the next call runs', async () => {
      const dir = writePackage(apps, { appId: `never-${name.split(' ')[0]}.app`, appJs: answeringModule });
      mkdirSync(join(dir, 'node_modules', 'lodash'), { recursive: true });
      writeFileSync(join(dir, 'node_modules', 'lodash', 'index.js'), shippedModule('return await new Promise(() => {})'));
      const limited = new RuntimePool({ runnerDir: defaultRunnerDir(), timeoutMs: 2000, startTimeoutMs: 60_000, warmPerApp: 0, ...(launch ? { launch } : {}) });
      try {
        expect(await runThrough(limited, dir, { kind: 'initialize', config: {} })).toEqual({ ok: false, status: 504, error: integrationMessages.timedOut });
      } finally {
        limited.stop();
      }
      expect(shown(await attempt(`return 'next'`))).toBe('<p>next</p>');
    });

    it('cannot keep the CPU busy after answering', async () => {
      const dir = writePackage(apps, { appId: `busy-${name.split(' ')[0]}.app`, appJs: `global.initialize = async (app) => { app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'answered' }]); Promise.resolve().then(() => { for (;;) {} }); };` });
      const warm = new RuntimePool({ runnerDir: defaultRunnerDir(), timeoutMs: 20_000, startTimeoutMs: 60_000, warmPerApp: 1, ...(launch ? { launch } : {}) });
      try {
        expect(shown(await runThrough(warm, dir, { kind: 'initialize', config: {} }))).toBe('<p>answered</p>');
        // Not a timing check: a moment for the loop to show as one before the next call.
        await new Promise((resolve) => setTimeout(resolve, 1200));
        // The loop left behind is ended (the sandbox, or the whole process): the same warm pool answers again.
        writeFileSync(join(dir, 'app.js'), `global.initialize = async (app) => app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'again' }]);`);
        const again = await runThrough(warm, dir, { kind: 'initialize', config: {} });
        expect(shown(again)).toBe('<p>again</p>');
      } finally {
        warm.stop();
      }
    });
  });

  it('leaves no process of the runtime behind', () => {
    const left = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((line) => line.includes(join(defaultRunnerDir(), 'runner.cjs')) && line.includes(root));
    expect(left).toEqual([]);
  });
});
