// The integration runtime as the desktop app starts it: through Electron's utilityProcess
// (electron/runtime-launcher.ts), on Electron's Node (24), where Node's permission flags are not
// applied and Hearth's guard (guard.cjs) alone confines package code. A fake utilityProcess runs
// the real runner on a real Node 24 (scripts/test-node.mjs) and drops every execArgv flag, as
// Electron does not honour them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { RuntimePool, type RuntimeSandbox } from '../../server/features/integrations/runtime/pool.js';
import { utilityLauncher } from '../../electron/runtime-launcher.js';
import { createFakeUtilityProcess, desktopNode } from '../../electron/testing/fake-utility-process.js';
import { answering, writePackage } from '../helpers/integrations.js';

const node = desktopNode();
if (!node) console.warn('Skipping the desktop runtime tests: no Node 24 in node_modules/.cache/hearth (scripts/test-node.mjs could not fetch it).');

describe.skipIf(!node)('integration runtime in the desktop app (utilityProcess, Node 24, no permission flags)', () => {
  let root: string;
  let pool: RuntimePool;
  const sandboxes: RuntimeSandbox[] = [];
  const utility = createFakeUtilityProcess(node ?? '');

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hearth-desktop-runtime-'));
    writeFileSync(join(root, 'hearth.db'), 'secret database');
    writeFileSync(join(root, 'secret.key'), 'the key');
    pool = new RuntimePool({ runnerDir: defaultRunnerDir(), launch: utilityLauncher(utility), onSandbox: (s) => sandboxes.push(s), warmPerApp: 0 });
  });
  afterAll(() => {
    pool.stop();
    rmSync(root, { recursive: true, force: true });
  });

  function card(outcome: RunOutcome): string {
    if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
    return outcome.html;
  }

  /** A package whose own `lodash` module (run with Node's real require) evaluates `body`. */
  async function shipped(appId: string, files: Record<string, string>, expression = "require('lodash')"): Promise<string> {
    const dir = writePackage(join(root, 'apps'), { appId, appJs: answering(expression) });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, 'node_modules', 'lodash', name, '..'), { recursive: true });
      writeFileSync(join(dir, 'node_modules', 'lodash', name), text);
    }
    return card(await runThrough(pool, dir, { kind: 'initialize' }));
  }

  const attempt = (body: string) => ({ 'index.js': `let v; try { v = ${body}; } catch (e) { v = 'threw: ' + (e.code || e.message); } module.exports = v;` });

  it('starts the real runner through utilityProcess.fork with a scrubbed environment, and reports the guard alone', async () => {
    const dir = writePackage(join(root, 'apps'), { appId: 'hello.app', appJs: answering("'hello'") });
    expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>hello</p>');
    expect(utility.forks[0]?.modulePath).toBe(join(defaultRunnerDir(), 'runner.cjs'));
    expect(utility.forks[0]?.options.env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1' });
    expect(sandboxes[0]).toEqual({ permissionModel: false, guard: true });
  });

  it.each([
    ['reads the database beside the app', "require('fs').readFileSync(__dirname + '/../../../../hearth.db', 'utf8')"],
    ['reads the secret key', "require('fs').readFileSync(__dirname + '/../../../../secret.key', 'utf8')"],
    ['reads /etc/passwd', "require('fs').readFileSync('/etc/passwd', 'utf8')"],
    ['writes a file', "require('fs').writeFileSync(__dirname + '/planted.js', 'x')"],
    ['writes through fs/promises', "require('fs/promises').writeFile('/tmp/hearth-planted', 'x')"],
    ['spawns a process', "require('child_process').execSync('id').toString()"],
    ['starts a worker', "new (require('worker_threads').Worker)('1', { eval: true })"],
    ['kills the server', "process.kill(process.ppid, 'SIGKILL')"],
    ['reaches a binding', "process.binding('spawn_sync')"],
    ['loads a builtin by the back door', "process.getBuiltinModule('child_process')"],
    ['keeps itself alive past a stop', "process.on('SIGTERM', () => {})"],
    ['turns code generation back on', "require('v8').setFlagsFromString('--no-disallow-code-generation-from-strings')"],
    ['unhooks the guard', "require('module').registerHooks({ resolve: (s, c, n) => n(s, c) })"],
    ['unhooks through module.constructor', "module.constructor.registerHooks({ resolve: (s, c, n) => n(s, c) })"],
    ['compiles code from a string', "Function('return process')()"],
  ])('refuses package code that %s', async (_what, body) => {
    expect(await shipped(`deny-${_what.replace(/\W+/g, '-')}.app`, attempt(body))).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
  });

  it("refuses child_process to an ES module's import, which does not pass through require", async () => {
    const html = await shipped('esm-import.app', {
      'index.js': "let v = 'pending'; try { v = require('./esm.mjs').spawned; } catch (e) { v = 'threw: ' + (e.code || e.message); } module.exports = v;",
      'esm.mjs': "import { execSync } from 'node:child_process';\nexport const spawned = execSync('id').toString();",
    });
    expect(html).toBe('<p>threw: ERR_ACCESS_DENIED</p>');
  });

  it('gives an ES module the read-only fs view, and real fs reads inside its own folder', async () => {
    const html = await shipped('esm-fs.app', {
      'index.js': "let v; try { v = require('./esm.mjs').result; } catch (e) { v = 'threw: ' + (e.code || e.message); } module.exports = v;",
      'esm.mjs': "import fs, { readFileSync } from 'node:fs';\nimport { fileURLToPath } from 'node:url';\nconst own = readFileSync(fileURLToPath(import.meta.url), 'utf8').length > 0;\nlet wrote; try { fs.writeFileSync('/tmp/hearth-esm-planted', 'x'); wrote = 'wrote'; } catch (e) { wrote = e.code; }\nexport const result = `${own}/${wrote}`;",
    });
    expect(html).toBe('<p>true/ERR_ACCESS_DENIED</p>');
  });

  it('still runs what well-behaved packages do: own modules, JSON, Hearth-provided axios', async () => {
    const html = await shipped(
      'fine.app',
      { 'index.js': "module.exports = require('./data.json').name;", 'data.json': '{"name":"ok"}' },
      "require('lodash') + '/' + typeof require('axios').get",
    );
    expect(html).toBe('<p>ok/function</p>');
  });
});
