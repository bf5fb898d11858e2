#!/usr/bin/env node
// `npm start`: builds dist/ when it is missing or stale, then opens the desktop app. Where
// Electron can't run (no display, no binary, root), it says why in one line and serves headless
// with `node dist/server/cli.js serve`, passing on arguments and signals.
// The decisions are pure functions in start-decision.mjs; this file only does the I/O.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildInputDirs,
  buildInputFiles,
  buildOutputs,
  headlessNotice,
  installFailureReason,
  isBuildInput,
  launchDecision,
  needsBuild,
  rememberedInstallFailure,
  shouldFallBackAfterElectronExit,
} from './start-decision.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const userArgs = process.argv.slice(2);
const installTimeoutMs = 120_000;
const installMarker = path.join(root, 'node_modules', '.cache', 'hearth', 'electron-install-failed.json');

/** @param {string} file */
function mtimeOrNull(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Newest mtime among the build inputs (project-relative walk, so the filter sees / paths). */
function newestInputMtime() {
  let newest = 0;
  /** @param {string} relative */
  const visit = (relative) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (isBuildInput(`${child}/`)) visit(child);
      } else if (isBuildInput(child)) {
        newest = Math.max(newest, mtimeOrNull(path.join(root, child)) ?? 0);
      }
    }
  };
  buildInputDirs.forEach(visit);
  for (const file of buildInputFiles) newest = Math.max(newest, mtimeOrNull(path.join(root, file)) ?? 0);
  return newest;
}

function ensureBuilt() {
  const outputs = buildOutputs.map((file) => mtimeOrNull(path.join(root, file)));
  if (!needsBuild(newestInputMtime(), outputs)) return;
  console.log('Building Hearth (dist/ is missing or older than the sources)…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed: fix the errors above, then run npm start again.');
    process.exit(result.status ?? 1);
  }
}

/** Path of the Electron executable, or null when the npm package has no binary. */
function electronBinary() {
  try {
    const binary = require('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    // node_modules/electron/index.js throws when path.txt is missing (postinstall never ran).
    return null;
  }
}

function electronVersion() {
  try {
    return String(JSON.parse(readFileSync(path.join(root, 'node_modules', 'electron', 'package.json'), 'utf8')).version);
  } catch {
    return 'unknown';
  }
}

function readInstallMarker() {
  try {
    return JSON.parse(readFileSync(installMarker, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs Electron's own installer once; answers null on success, else why it failed. */
function tryInstallElectron() {
  console.log("Electron's binary is missing (npm install doesn't download it): trying to download it once…");
  const installer = path.join(root, 'node_modules', 'electron', 'install.js');
  const result = spawnSync(process.execPath, [installer], { cwd: root, encoding: 'utf8', timeout: installTimeoutMs });
  if (result.status === 0 && electronBinary()) return null;
  const timedOut = result.error !== undefined && 'code' in result.error && result.error.code === 'ETIMEDOUT';
  const reason = result.status === 0 ? 'the installer left no binary' : installFailureReason({ status: result.status, timedOut, stderr: result.stderr ?? '' });
  try {
    mkdirSync(path.dirname(installMarker), { recursive: true });
    writeFileSync(installMarker, JSON.stringify({ version: electronVersion(), failedAtMs: Date.now(), reason }));
  } catch {
    // Not remembering the failure only means the next start tries again.
  }
  return reason;
}

function decide() {
  const facts = {
    platform: process.platform,
    env: process.env,
    isRoot: process.getuid?.() === 0,
    hasElectronBinary: electronBinary() !== null,
    installFailure: rememberedInstallFailure(readInstallMarker(), { electronVersion: electronVersion(), nowMs: Date.now() }),
  };
  const decision = launchDecision(facts);
  if (decision.mode !== 'install-electron') return decision;
  const failure = tryInstallElectron();
  return launchDecision({ ...facts, hasElectronBinary: electronBinary() !== null, installFailure: failure ?? 'no binary after download' });
}

/**
 * Runs a child with this terminal, forwarding termination signals to it.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, uptimeMs: number }>}
 */
function run(command, args, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    /** @type {NodeJS.Signals[]} */
    const signals = process.platform === 'win32' ? ['SIGINT', 'SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP'];
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    signals.forEach((signal) => process.on(signal, forward));
    let settled = false;
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const finish = (code, signal) => {
      if (settled) return;
      settled = true;
      signals.forEach((s) => process.off(s, forward));
      resolve({ code, signal, uptimeMs: Date.now() - started });
    };
    child.on('exit', finish);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      finish(127, null);
    });
  });
}

/** Leaves the way the child left: same exit code, or same signal. */
function exitLike(/** @type {{ code: number | null, signal: NodeJS.Signals | null }} */ result) {
  if (result.signal) process.kill(process.pid, result.signal);
  else process.exit(result.code ?? 1);
}

async function serveHeadless() {
  const cli = path.join(root, 'dist', 'server', 'cli.js');
  exitLike(await run(process.execPath, [cli, 'serve', ...userArgs], process.env));
}

async function openDesktop(/** @type {string} */ electron) {
  // Inherited from an Electron-hosted terminal or tool, this would make Electron act as plain Node.
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const result = await run(electron, ['.', ...userArgs], env);
  if (!shouldFallBackAfterElectronExit(result)) return exitLike(result);
  console.log(headlessNotice(`Electron exited at start with code ${result.code}`));
  await serveHeadless();
}

ensureBuilt();
const decision = decide();
const electron = decision.mode === 'electron' ? electronBinary() : null;
if (electron) {
  await openDesktop(electron);
} else {
  console.log(headlessNotice(decision.mode === 'headless' ? decision.reason : 'no Electron binary'));
  await serveHeadless();
}
