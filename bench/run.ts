// npm run bench: server start time, API throughput against a bare Express endpoint, and memory.
// Everything runs on 127.0.0.1 with bounded connection counts and durations.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placement, rssMiB } from './child.js';
import { load } from './load.js';
import { seedHomeCards, seedStandardSet } from './seed.js';
import { measureBrowser, measureSignIn } from './browser.js';
import { measureFolderHome, measureSectionHome, seedFolderHome } from './browser-home.js';
import { uncachedFolderList } from './uncached.js';
import { admin, fmt, login, median, pct, raw, record, rows, spawnNode, startHearth, type Row } from './common.js';
import { snippetsBench } from './snippets.js';
import { searchBench } from './search.js';
import { devicesBench } from './devices.js';
import { integrationsBench } from './integrations.js';
import { todosBench } from './todos.js';
import { streamsBench } from './streams.js';
import { monitoringBench } from './monitoring.js';
import { monitoringKindsBench } from './monitoring-kinds.js';
import { backupBench } from './backup.js';
import { containerBench } from './container.js';
import { dockerBench } from './docker.js';
import { hostStatsBench } from './host-stats.js';
import { homeWidgetsBench } from './home-widgets.js';
import { statusPageBench } from './status-page.js';

/** Spawn to first 200 from /api/v1/home, on an empty data directory. */
async function startTime(): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-start-'));
    const started = performance.now();
    const child = await startHearth(dir);
    const res = await fetch(`${child.url}/api/v1/home`);
    if (res.status !== 200) throw new Error(`home answered ${res.status}`);
    times.push(performance.now() - started);
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const ms = median(times);
  raw.startMs = times;
  record('server start to first answer (empty data dir, median of 5)', `${ms.toFixed(0)} ms`, '< 200 ms', ms < 200);
}

async function throughput(): Promise<void> {
  const bareDir = mkdtempSync(join(tmpdir(), 'hearth-bench-bare-'));
  const bare = await spawnNode([join('dist', 'bench', 'bare.js'), join(bareDir, 'bare.db')], {}, /listening (\d+)/);
  let bareIdle: number;
  let bareResult: Awaited<ReturnType<typeof load>>;
  try {
    // Idle as Hearth is measured idle: a second after it listens, one query answered.
    await fetch(`${bare.url}/count`);
    await new Promise((r) => setTimeout(r, 1000));
    bareIdle = rssMiB(bare.process.pid);
    bareResult = await load(`${bare.url}/hello`);
  } finally {
    await bare.stop();
    rmSync(bareDir, { recursive: true, force: true });
  }
  raw.bare = bareResult;
  raw.bareIdleMiB = bareIdle;
  record('bare Express GET /hello', fmt(bareResult), 'reference', null);
  record('bare Express + better-sqlite3 RSS idle', `${bareIdle.toFixed(1)} MiB`, 'reference', null);

  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-load-'));
  const hearth = await startHearth(dir, admin);
  try {
    await fetch(`${hearth.url}/api/v1/home`);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssMiB(hearth.process.pid);
    record('server RSS idle', `${idle.toFixed(1)} MiB`, '< 80 MB', idle < 80);
    record('server RSS idle over bare Express + better-sqlite3 (same run)', `${(idle - bareIdle).toFixed(1)} MiB`, '< 20 MiB', idle - bareIdle < 20);

    const token = await login(hearth.url);
    const auth = { authorization: `Bearer ${token}` };
    const seeded = await seedStandardSet(hearth.url, token);
    raw.rssAfterSeed = rssMiB(hearth.process.pid);

    const home = await load(`${hearth.url}/api/v1/home`);
    raw.home = home;
    record('GET /api/v1/home', `${fmt(home)} (${pct(home, bareResult)} of bare)`, 'reference', null);

    const dashboard = await load(`${hearth.url}/api/v1/dashboard`, auth);
    raw.dashboard = dashboard;
    raw.rssAfterDashboard = rssMiB(hearth.process.pid);
    const share = dashboard.reqPerSec / bareResult.reqPerSec;
    record(
      `GET /api/v1/dashboard (${seeded.description})`,
      `${fmt(dashboard)} (${pct(dashboard, bareResult)} of bare)`,
      '>= 30% of bare, p99 < 25 ms',
      share >= 0.3 && dashboard.p99 < 25 && dashboard.non2xx === 0,
    );

    for (const extra of seeded.cases) {
      // A second of warm-up first (JIT, the cached answer and its gzip copy), not recorded.
      await load(`${hearth.url}${extra.path}`, { ...auth, ...extra.headers }, { connections: 10, seconds: 1 });
      const result = await load(`${hearth.url}${extra.path}`, { ...auth, ...extra.headers });
      raw[extra.name] = result;
      raw[`rssAfter ${extra.name}`] = rssMiB(hearth.process.pid);
      record(extra.name, fmt(result), extra.budgetText, extra.meets(result));
    }

    const uncached = await uncachedFolderList(hearth.url, token, seeded.bigFolderId, seeded.bigFolderLinkId);
    raw.uncachedFolderListMs = uncached;
    const firstAnswer = median(uncached);
    record('folder list of the 1,000-item folder, first answer after a change (uncached, median of 9)', `${firstAnswer.toFixed(1)} ms`, '< 10 ms', firstAnswer < 10);

    const after = rssMiB(hearth.process.pid);
    record('server RSS after the loads', `${after.toFixed(1)} MiB`, '< 150 MB', after < 150);

    const crowd = await load(`${hearth.url}/api/v1/dashboard`, auth, { connections: 200, seconds: 20 });
    raw.dashboard200 = crowd;
    const afterCrowd = rssMiB(hearth.process.pid);
    raw.rssAfterDashboard200 = afterCrowd;
    record('GET /api/v1/dashboard, 200 connections for 20 s', fmt(crowd), 'reference', null);
    record('server RSS after 200 connections for 20 s on the dashboard', `${afterCrowd.toFixed(1)} MiB`, '< 150 MB', afterCrowd < 150 && crowd.errors === 0 && crowd.non2xx === 0);
  } finally {
    await hearth.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The renderer in Chromium: bytes before the login form, its first paint, a home of 500 cards. */
async function browser(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-browser-'));
  const hearth = await startHearth(dir, admin);
  try {
    const token = await login(hearth.url);
    await seedHomeCards(hearth.url, token, 500);
    const figures = await measureBrowser(hearth.url, token, 500);
    raw.browser = figures;
    record('renderer JS before the login form shows, gzipped', `${figures.loginJsGzipKiB.toFixed(0)} KiB`, '< 250 KB', figures.loginJsGzipKiB * 1024 < 250_000);
    const fcp = median(figures.loginFcpMs);
    record('login form first contentful paint (median of 5)', `${fcp.toFixed(0)} ms`, '< 400 ms', fcp < 400);
    const { files, wireBytes, headerBytes } = figures.firstLoad;
    record('first load before the login form: files, bytes on the wire (of which headers)', `${files} files, ${(wireBytes / 1024).toFixed(1)} KiB (${(headerBytes / 1024).toFixed(1)} KiB)`, 'reference', null);
    const home = median(figures.homeCardsMs);
    record('home with 500 cards, navigation to all cards shown (median of 3)', `${home.toFixed(0)} ms`, '< 1 s', home < 1000);
  } finally {
    await hearth.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  // A fresh Hearth with a 50-card home, signed into through the form.
  const signInDir = mkdtempSync(join(tmpdir(), 'hearth-bench-signin-'));
  const small = await startHearth(signInDir, admin);
  try {
    await seedHomeCards(small.url, await login(small.url), 50);
    const times = await measureSignIn(small.url, { username: admin.HEARTH_ADMIN_USERNAME, password: admin.HEARTH_ADMIN_PASSWORD }, 50);
    raw.signInToCards = times;
    const ms = median(times);
    record('sign-in answer to 50 home cards shown (median of 5)', `${ms.toFixed(0)} ms`, '< 300 ms', ms < 300);
  } finally {
    await small.stop();
    rmSync(signInDir, { recursive: true, force: true });
  }
  await folderHome();
}

/** Issue 48: a 40-link home in 5 folders, empty cache and after sign-in, and the folder page's marks. */
async function folderHome(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-folders-'));
  const hearth = await startHearth(dir, admin);
  try {
    const token = await login(hearth.url);
    const home = await seedFolderHome(hearth.url, token);
    const f = await measureFolderHome(hearth.url, token, { username: admin.HEARTH_ADMIN_USERNAME, password: admin.HEARTH_ADMIN_PASSWORD }, home);
    raw.folderHome = f;
    const tiles = median(f.homeTilesMs);
    record('empty cache → every card of a 40-link, 5-folder home (median of 5)', `${tiles.toFixed(0)} ms`, '< 150 ms', tiles < 150);
    const signedIn = median(f.signInToTilesMs);
    record('sign-in answer → every card of that home (median of 5)', `${signedIn.toFixed(0)} ms`, '< 100 ms', signedIn < 100);
    const folder = median(f.folderShownMs);
    record('empty cache → a folder page of 8 links (median of 5)', `${folder.toFixed(0)} ms`, 'reference', null);
    const gap = Math.max(...f.folderGapMs);
    record(
      'folder page: its data and code in → its links painted (worst of 10: 5 straight, 5 by a click; route fallbacks after the data)',
      `${gap.toFixed(0)} ms; ${f.fallbacksAfterData} fallbacks`,
      '< 50 ms; 0',
      gap < 50 && f.fallbacksAfterData === 0,
    );
    const sectioned = await measureSectionHome(hearth.url, token, { username: admin.HEARTH_ADMIN_USERNAME, password: admin.HEARTH_ADMIN_PASSWORD }, home);
    raw.sectionHome = sectioned;
    const cold = median(sectioned.coldMs);
    record('empty cache → all 40 links of that home shown as 5 sections (median of 5)', `${cold.toFixed(0)} ms`, '< 150 ms', cold < 150);
    const { files, wireBytes, headerBytes } = sectioned.firstLoad;
    record('first load of that home, until its 40 links show: files, bytes on the wire (of which headers)', `${files} files, ${(wireBytes / 1024).toFixed(1)} KiB (${(headerBytes / 1024).toFixed(1)} KiB)`, 'reference', null);
    const sections = median(sectioned.signInMs);
    record('sign-in answer → all 40 links of that home shown as 5 sections (median of 5)', `${sections.toFixed(0)} ms`, '< 100 ms', sections < 100);
  } finally {
    await hearth.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The sections, in order. `npm run bench -- <name> [<name>…]` runs only those (a feature's own
 * section while working on it); without names, all of them.
 */
const sections: Record<string, () => Promise<void>> = {
  start: startTime,
  throughput,
  browser,
  snippets: snippetsBench,
  search: searchBench,
  devices: devicesBench,
  integrations: integrationsBench,
  todos: todosBench,
  streams: streamsBench,
  monitoring: monitoringBench,
  'monitoring-kinds': monitoringKindsBench,
  backup: backupBench,
  container: containerBench,
  docker: dockerBench,
  'host-stats': hostStatsBench,
  'home-widgets': homeWidgetsBench,
  'status-page': statusPageBench,
};

interface Pass {
  name: string;
  rows: Row[];
  raw: Record<string, unknown>;
}

/** `--cores 1` adds the one-core pass; every other argument names a section. */
function parseArgs(argv: string[]): { oneCore: boolean; chosen: string[] } {
  const chosen: string[] = [];
  let oneCore = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--cores' || arg.startsWith('--cores=')) {
      const value = arg === '--cores' ? argv[++i] : arg.slice('--cores='.length);
      if (value !== '1') throw new Error(`--cores takes 1 (the one-core pass beside the normal one), not "${value ?? ''}"`);
      oneCore = true;
    } else chosen.push(arg);
  }
  for (const name of chosen) if (!(name in sections)) throw new Error(`Unknown bench section "${name}". Known: ${Object.keys(sections).join(', ')}`);
  return { oneCore, chosen };
}

/** Pins this process (every thread, and the Chromium it launches later) to the given CPUs. */
function pinSelf(cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

async function runPass(name: string, chosen: string[]): Promise<Pass> {
  rows.length = 0;
  for (const key of Object.keys(raw)) delete raw[key];
  console.log(`\n== pass: ${name}`);
  for (const [section, run] of Object.entries(sections)) {
    if (chosen.length > 0 && !chosen.includes(section)) continue;
    await run();
  }
  return { name, rows: rows.splice(0), raw: { ...raw } };
}

function printTable(passes: Pass[]): void {
  const header = ['case', ...passes.map((p) => p.name), 'budget', ...passes.map((p) => `ok (${p.name})`)];
  const first = passes[0]?.rows ?? [];
  const cell = (ok: boolean | null | undefined) => (ok === null || ok === undefined ? '' : ok ? 'yes' : 'NO');
  const lines = first.map((row, i) => [row.name, ...passes.map((p) => p.rows[i]?.value ?? ''), row.budget, ...passes.map((p) => cell(p.rows[i]?.ok))]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const show = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(show(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(show(l));
}

const { oneCore, chosen } = parseArgs(process.argv.slice(2));
const passes: Pass[] = [await runPass('2 cores', chosen)];
if (oneCore) {
  placement.serverCpus = '0';
  pinSelf('1');
  passes.push(await runPass('1 core', chosen));
  placement.serverCpus = null;
  pinSelf('0-1');
}
printTable(passes);
const failed = passes.flatMap((p) => p.rows.filter((r) => r.ok === false).map((r) => `${p.name}: ${r.name}`));
if (failed.length > 0) console.log(`\nOver budget:\n  ${failed.join('\n  ')}`);
writeFileSync('bench-results.json', `${JSON.stringify({ when: new Date().toISOString(), passes }, null, 2)}\n`);
console.log('\nWrote bench-results.json');
// Every server, engine and browser a section started is stopped by now; what may remain is an
// idle keep-alive socket of fetch, which would hold the process open for minutes.
process.exit(0);
