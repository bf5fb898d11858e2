import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimumNode, nodeVersionProblem, supportedNode, versionParts } from './node-support.mjs';

describe('supportedNode', () => {
  it("is what package.json's engines says", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(supportedNode);
    expect(minimumNode()).toBe('22.12');
  });
});

describe('versionParts', () => {
  it('reads process.versions.node, process.version and the floor of a range', () => {
    expect(versionParts('24.11.1')).toEqual([24, 11, 1]);
    expect(versionParts('v20.20.2')).toEqual([20, 20, 2]);
    expect(versionParts('>=22.12')).toEqual([22, 12, 0]);
  });

  it('refuses what is not a version', () => {
    expect(() => versionParts('lts/iron')).toThrow('Not a Node version: "lts/iron"');
  });
});

describe('nodeVersionProblem', () => {
  it('lets the floor and every later Node run', () => {
    for (const version of ['22.12.0', '22.20.0', '23.0.0', '24.11.1', '25.2.0']) expect(nodeVersionProblem({ version, command: 'npm start' })).toBeNull();
  });

  it('names the Node needed, the one found, how to get it and what to run again', () => {
    expect(nodeVersionProblem({ version: '20.20.2', command: 'npm start' })).toBe(
      'Hearth needs Node.js 22.12 or newer, and this is Node.js 20.20.2: install Node.js 24 LTS (https://nodejs.org/en/download, or `nvm install 24`), then run npm start again.',
    );
  });

  it('stops a Node one minor or a few majors below the floor', () => {
    expect(nodeVersionProblem({ version: '22.11.0', command: 'npm run serve' })).toContain('this is Node.js 22.11.0');
    expect(nodeVersionProblem({ version: 'v18.20.8', command: 'npm run serve' })).toContain('then run npm run serve again');
  });
});

describe('npm start on an older Node', () => {
  it('says in one line which Node it needs before it builds or starts anything', () => {
    const oldNode = "Object.defineProperty(process.versions, 'node', { value: '20.20.2' });";
    const run = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(oldNode)}`, 'scripts/start.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${nodeVersionProblem({ version: '20.20.2', command: 'npm start' })}\n`);
  });
});
