// The integration runtime as the desktop app starts it: through Electron's utilityProcess
// (electron/runtime-launcher.ts), on Electron's Node (24), where Node's permission flags are not
// applied. A fake utilityProcess that behaves as Electron's source says runs the real runner on
// a real Node 24 (scripts/test-node.mjs). What hostile packages try there is in
// sandbox-escapes.test.ts, beside the headless launcher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRunnerDir, runThrough, type RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { RuntimePool, type RuntimeSandbox } from '../../server/features/integrations/runtime/pool.js';
import { utilityLauncher } from '../../electron/runtime-launcher.js';
import { createFakeUtilityProcess, desktopNode } from '../../electron/testing/fake-utility-process.js';
import { answering, writePackage } from '../helpers/integrations.js';
import { missing } from '../helpers/prerequisites.js';

const node = desktopNode();

describe.skipIf(missing('Node 24 (scripts/test-node.mjs)', node ? null : 'not fetched'))('integration runtime in the desktop app (utilityProcess, Node 24, no permission flags)', () => {
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

  it('starts the real runner through utilityProcess.fork with a scrubbed environment, and reports the sandbox without the permission model', async () => {
    const dir = writePackage(join(root, 'apps'), { appId: 'hello.app', appJs: answering("'hello'") });
    expect(card(await runThrough(pool, dir, { kind: 'initialize' }))).toBe('<p>hello</p>');
    expect(utility.forks[0]?.modulePath).toBe(join(defaultRunnerDir(), 'runner.cjs'));
    expect(utility.forks[0]?.options.env).toEqual({ NODE_ENV: 'production', NODE_NO_WARNINGS: '1' });
    expect(sandboxes[0]).toEqual({ permissionModel: false, compartments: true });
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
