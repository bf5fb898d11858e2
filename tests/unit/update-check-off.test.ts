// The headless update check asks api.github.com by default. No test or benchmark may: every place
// that starts a Hearth server (startServer, or `hearth serve` in a child process) either gives it
// the test environment (testServerEnv, HEARTH_UPDATE_CHECK) or inherits this process's, which the
// test runners set to off. Read from the sources, so a new start added later is checked too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServerEnv } from '../helpers/test-server-env.js';

const root = path.join(import.meta.dirname, '..', '..');

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory() && entry.name !== 'node_modules') sources(child, into);
    else if (/\.(ts|mts|mjs)$/.test(entry.name)) into.push(child);
  }
  return into;
}

/** The text of the call whose name ends at `start`, up to its closing parenthesis. */
function callText(code: string, open: number): string {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    if (code[index] === '(') depth++;
    if (code[index] === ')' && --depth === 0) return code.slice(open, index + 1);
  }
  return code.slice(open);
}

/** Every startServer(...) and spawn of `serve` in tests, benchmarks and the desktop tests. */
function serverStarts(): { where: string; call: string }[] {
  const files = [...sources('tests'), ...sources('bench'), ...sources('electron').filter((file) => file.endsWith('.test.ts'))];
  return files.flatMap((file) => {
    if (file === 'tests/unit/update-check-off.test.ts') return [];
    const code = readFileSync(path.join(root, file), 'utf8');
    const starts: { where: string; call: string }[] = [];
    for (const match of code.matchAll(/\bstartServer\(|\bspawn(?:Server)?\(/g)) {
      const call = callText(code, match.index + match[0].length - 1);
      if (match[0] !== 'startServer(' && !/['"]serve['"]/.test(call)) continue;
      if (/^\(\s*options\b/.test(call) && file.endsWith('tests/helpers/server.ts')) continue;
      starts.push({ where: `${file}:${code.slice(0, match.index).split('\n').length}`, call });
    }
    return starts;
  });
}

describe('update checks in tests', () => {
  it('are off in the environment every test server gets', async () => {
    const env = await testServerEnv();
    expect(env.HEARTH_UPDATE_CHECK).toBe('off');
    expect(new URL(env.HEARTH_UPDATE_URL ?? '').hostname).toBe('127.0.0.1');
  });

  it('are off for servers that inherit the test runners’ environment', () => {
    expect(process.env.HEARTH_UPDATE_CHECK).toBe('off');
    expect(readFileSync(path.join(root, 'tests', 'e2e', 'global-setup.ts'), 'utf8')).toContain("process.env.HEARTH_UPDATE_CHECK = 'off'");
  });

  it('are off wherever a test or benchmark starts a server', () => {
    const starts = serverStarts();
    expect(starts.length).toBeGreaterThanOrEqual(10);
    const unsafe = starts.filter(({ call }) => {
      if (/testServerEnv|HEARTH_UPDATE_CHECK/.test(call)) return false;
      const env = /\benv\s*:\s*([^,}]+)/.exec(call);
      // No env of its own, or the whole of process.env: the runner's HEARTH_UPDATE_CHECK=off.
      return env !== null && !/^\{?\s*\.\.\.process\.env\b/.test(env[1]?.trim() ?? '');
    });
    expect(unsafe.map(({ where }) => where)).toEqual([]);
  });
});
