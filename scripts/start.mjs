#!/usr/bin/env node
// `npm start`: builds dist/ when it is missing or stale, then opens the desktop app. Where
// Electron can't run (no display, no binary, root), it says why in one line and serves headless
// with `node dist/server/cli.js serve`, passing on arguments and signals. Before opening Electron
// it makes sure better-sqlite3 is built for Electron's ABI in a cache folder (node_modules keeps
// the Node build for tests and headless) and hands its path to the server as HEARTH_SQLITE_BINDING.
// The decisions are pure functions in start-decision.mjs and node-support.mjs; this file only does
// the I/O.
import { nodeVersionProblem } from './node-support.mjs';
import { serverAllocatorEnv, serverNodeFlags } from './server-flags.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildInputDirs,
  buildInputFiles,
  buildOutputs,
  copiedForSqliteRebuild,
  electronSqliteDir,
  headlessNotice,
  installFailureReason,
  isBuildInput,
  launchDecision,
  needsBuild,
  nodeGypArgs,
  nodeGypCandidates,
  rememberedInstallFailure,
  shouldFallBackAfterElectronExit,
  sqliteAddonPath,
  sqliteDecision,
  sqliteRebuildEnv,
  sqliteRebuildFailedReason,
  sqliteRebuildFailureReason,
  sqliteRebuildTimeoutMs,
} from './start-decision.mjs';

// First: on an older Node the build or the server would fail later with an error that names
// neither Node nor what to do.
const nodeProblem = nodeVersionProblem({ version: process.versions.node, command: 'npm start' });
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(1);
}

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

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} file @param {string} reason */
function rememberFailure(file, reason) {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ version: electronVersion(), failedAtMs: Date.now(), reason }));
  } catch {
    // Not remembering the failure only means the next start tries again.
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
  rememberFailure(installMarker, reason);
  return reason;
}

function decide() {
  const facts = {
    platform: process.platform,
    env: process.env,
    isRoot: process.getuid?.() === 0,
    hasElectronBinary: electronBinary() !== null,
    installFailure: rememberedInstallFailure(readJson(installMarker), { electronVersion: electronVersion(), nowMs: Date.now() }),
  };
  const decision = launchDecision(facts);
  if (decision.mode !== 'install-electron') return decision;
  const failure = tryInstallElectron();
  return launchDecision({ ...facts, hasElectronBinary: electronBinary() !== null, installFailure: failure ?? 'no binary after download' });
}

/** The first node-gyp script that exists: the project's, else npm's bundled one. */
function findNodeGyp() {
  let projectNodeGyp = null;
  try {
    projectNodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
  } catch {
    // Not a dependency here; npm's own copy will do.
  }
  const candidates = nodeGypCandidates({ projectNodeGyp, env: process.env, execPath: process.execPath, platform: process.platform });
  return candidates.map((file) => path.resolve(file)).find((file) => existsSync(file)) ?? null;
}

/**
 * Runs node-gyp in dir with its output shown; answers null on success, else why it failed.
 * @param {string} nodeGyp
 * @param {string} dir
 * @returns {Promise<string | null>}
 */
function runNodeGyp(nodeGyp, dir) {
  return new Promise((resolve) => {
    const args = [nodeGyp, ...nodeGypArgs({ electronVersion: electronVersion() })];
    const child = spawn(process.execPath, args, { cwd: dir, env: sqliteRebuildEnv(process.env), stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-64_000);
    });
    let settled = false;
    /** @param {string | null} failure */
    const settle = (failure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(failure);
    };
    // Resolves without waiting for 'close': compilers node-gyp started may still hold the pipe.
    const timer = setTimeout(() => {
      child.kill();
      settle(sqliteRebuildFailureReason({ status: null, timedOut: true, stderr }));
    }, sqliteRebuildTimeoutMs);
    child.on('error', (error) => settle(`could not run node-gyp: ${error.message}`));
    child.on('close', (status) => settle(status === 0 ? null : sqliteRebuildFailureReason({ status, timedOut: false, stderr })));
  });
}

/**
 * Copies better-sqlite3 (without its Node build) beside dir and builds it there for Electron;
 * only a finished build is moved to dir. Answers null on success, else why it failed.
 * @param {string} packageDir
 * @param {string} dir
 * @returns {Promise<string | null>}
 */
async function buildSqliteForElectron(packageDir, dir) {
  const nodeGyp = findNodeGyp();
  if (!nodeGyp) return 'node-gyp was not found (neither in node_modules nor beside npm)';
  const staging = `${dir}.partial`;
  try {
    rmSync(staging, { recursive: true, force: true });
    cpSync(packageDir, staging, {
      recursive: true,
      filter: (source) => copiedForSqliteRebuild(path.relative(packageDir, source).split(path.sep).join('/')),
    });
    const failure = await runNodeGyp(nodeGyp, staging);
    if (failure) return failure;
    if (!existsSync(path.join(staging, sqliteAddonPath))) return `node-gyp left no ${sqliteAddonPath}`;
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    try {
      rmSync(staging, { recursive: true, force: true });
    } catch {
      // A leftover .partial folder is removed before the next build.
    }
  }
}

/**
 * better-sqlite3's addon built for this Electron, building it once when it's missing.
 * @returns {Promise<{ binding: string } | { failure: string }>}
 */
async function electronSqliteBinding() {
  const packageDir = path.join(root, 'node_modules', 'better-sqlite3');
  const sqliteVersion = String(readJson(path.join(packageDir, 'package.json'))?.version ?? 'unknown');
  const version = electronVersion();
  const dir = path.join(root, electronSqliteDir({ sqliteVersion, electronVersion: version, platform: process.platform, arch: process.arch }));
  const binding = path.join(dir, sqliteAddonPath);
  const marker = `${dir}.failed.json`;
  const decision = sqliteDecision({
    hasAddon: existsSync(binding),
    electronVersion: version,
    failure: rememberedInstallFailure(readJson(marker), { electronVersion: version, nowMs: Date.now() }),
  });
  if (decision.mode === 'ready') return { binding };
  if (decision.mode === 'headless') return { failure: decision.reason };
  console.log(`Building better-sqlite3 for Electron ${version} once (node_modules keeps the Node build); this takes a minute or two…`);
  const failure = await buildSqliteForElectron(packageDir, dir);
  if (failure === null) return { binding };
  rememberFailure(marker, failure);
  return { failure: sqliteRebuildFailedReason(version, failure) };
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
  const flags = serverNodeFlags(path.join(root, 'package.json'));
  // Set here, the server does not need to restart itself to get them (server/cli.ts).
  const env = { ...process.env, ...serverAllocatorEnv(process.platform, process.env) };
  exitLike(await run(process.execPath, [...flags, cli, 'serve', ...userArgs], env));
}

/** @param {string} electron @param {string} sqliteBinding */
async function openDesktop(electron, sqliteBinding) {
  // Electron's main process hosts the server, which loads this addon instead of the Node build.
  const env = { ...process.env, ...serverAllocatorEnv(process.platform, process.env), HEARTH_SQLITE_BINDING: sqliteBinding };
  // Inherited from an Electron-hosted terminal or tool, this would make Electron act as plain Node.
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
  const sqlite = await electronSqliteBinding();
  if ('binding' in sqlite) {
    await openDesktop(electron, sqlite.binding);
  } else {
    console.log(headlessNotice(sqlite.failure));
    await serveHeadless();
  }
} else {
  console.log(headlessNotice(decision.mode === 'headless' ? decision.reason : 'no Electron binary'));
  await serveHeadless();
}
