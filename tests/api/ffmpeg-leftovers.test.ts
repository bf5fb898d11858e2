// An ffmpeg left running by a crash (or a forced quit during an upgrade) is ended on the next
// start, and only an ffmpeg: the ledger in the data folder names it by process id.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FfmpegProcesses, ffmpegPath } from '../../server/features/streams/ffmpeg.js';
import { FfmpegLedger, isFfmpegProgram, ledgerFileName, parseLedger, parseTasklistImage } from '../../server/features/streams/ffmpeg-ledger.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the ffmpeg ledger, as data', () => {
  it('reads one process id per line and ignores anything else', () => {
    expect(parseLedger('123\n456\r\n\nnot a pid\n123\n1\n-5\n')).toEqual([123, 456]);
    expect(parseLedger('')).toEqual([]);
  });

  it('knows an ffmpeg by its program name on each OS, and nothing else', () => {
    expect(isFfmpegProgram('/opt/Hearth/resources/app.asar.unpacked/node_modules/@ffmpeg-installer/linux-x64/ffmpeg')).toBe(true);
    expect(isFfmpegProgram('C:\\Program Files\\Hearth\\resources\\app.asar.unpacked\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe')).toBe(true);
    expect(isFfmpegProgram('ffmpeg.exe')).toBe(true);
    expect(isFfmpegProgram('/usr/bin/sleep')).toBe(false);
    expect(isFfmpegProgram('ffmpeg-helper')).toBe(false);
  });

  it("reads the image name from Windows's tasklist, or none when no process has that id", () => {
    expect(parseTasklistImage('"ffmpeg.exe","4242","Console","1","51,200 K"\r\n')).toBe('ffmpeg.exe');
    expect(parseTasklistImage('INFO: No tasks are running which match the specified criteria.\r\n')).toBeNull();
  });
});

describe('ffmpeg processes left by a previous run', () => {
  const started: ChildProcess[] = [];
  let server: TestServer | null = null;
  afterEach(async () => {
    for (const child of started.splice(0)) if (child.pid && alive(child.pid)) child.kill('SIGKILL');
    await server?.stop();
    server = null;
  });

  it('are ended at start, while another program that reused a listed id is left alone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-leftover-'));
    // A relay the last run never stopped: it waits on its input forever, as on a stalled camera.
    const orphan = spawn(await ffmpegPath(), ['-hide_banner', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5', '-f', 'null', '-'], { detached: true, stdio: 'ignore' });
    const stranger = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
    started.push(orphan, stranger);
    const orphanPid = orphan.pid ?? 0;
    const strangerPid = stranger.pid ?? 0;
    writeFileSync(join(dataDir, ledgerFileName), `${orphanPid}\n${strangerPid}\n`);

    server = await startTestServer({ dataDir });
    await expect.poll(() => alive(orphanPid), { timeout: 10_000, interval: 100 }).toBe(false);
    expect(alive(strangerPid)).toBe(true);
    await expect.poll(() => server?.logs.some((line) => line.includes(`previous run left behind (${orphanPid})`)), { timeout: 5000 }).toBe(true);
    expect(existsSync(join(dataDir, ledgerFileName))).toBe(false);
  });

  it('are recorded while they run and forgotten when they end', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-ledger-'));
    try {
      const ledger = new FfmpegLedger(dataDir);
      const ffmpeg = new FfmpegProcesses(ledger);
      const child = await ffmpeg.spawn(['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5', '-t', '30', '-f', 'null', '-']);
      child.stdout.resume();
      child.stderr.resume();
      expect(parseLedger(readFileSync(join(dataDir, ledgerFileName), 'utf8'))).toEqual([child.pid]);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(ledger.pids()).toEqual([]);
      expect(existsSync(join(dataDir, ledgerFileName))).toBe(false);
      // A short run through run() leaves nothing behind either.
      const run = await ffmpeg.run(['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5', '-frames:v', '1', '-f', 'null', '-'], 10_000);
      expect(run.code).toBe(0);
      expect(existsSync(join(dataDir, ledgerFileName))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
