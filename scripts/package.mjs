#!/usr/bin/env node
// `npm run package`: electron-builder for the OS this runs on (see package-plan.mjs). Its rebuild
// of better-sqlite3 for Electron overwrites node_modules' Node build, so that build is saved
// first and restored afterwards, whether packaging worked or not.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeNativeBuilds, packagePlan } from './package-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const plan = packagePlan(process.platform, process.argv.slice(2), process.arch);
if (!plan.ok) {
  console.error(plan.reason);
  process.exit(1);
}

const backup = mkdtempSync(path.join(os.tmpdir(), 'hearth-native-'));
const saved = nodeNativeBuilds.filter((dir) => existsSync(path.join(root, dir)));
saved.forEach((dir, index) => cpSync(path.join(root, dir), path.join(backup, String(index)), { recursive: true }));

let status;
try {
  const cli = path.join(root, 'node_modules', 'electron-builder', 'cli.js');
  status = spawnSync(process.execPath, [cli, ...plan.args], { cwd: root, stdio: 'inherit' }).status ?? 1;
} finally {
  saved.forEach((dir, index) => {
    rmSync(path.join(root, dir), { recursive: true, force: true });
    cpSync(path.join(backup, String(index)), path.join(root, dir), { recursive: true });
  });
  rmSync(backup, { recursive: true, force: true });
}
process.exit(status);
