import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeError, logLine, maxLogBytes, openLogFile, shouldRotate } from './log-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const at = new Date('2026-11-23T09:00:00.000Z');

describe('logLine', () => {
  it('stamps each line and indents continuation lines', () => {
    expect(logLine(at, 'Hearth listening')).toBe('2026-11-23T09:00:00.000Z Hearth listening\n');
    expect(logLine(at, 'a\nb')).toBe('2026-11-23T09:00:00.000Z a\n    b\n');
  });
});

describe('shouldRotate', () => {
  it('starts a fresh log only once it is too big', () => {
    expect(shouldRotate(null)).toBe(false);
    expect(shouldRotate(maxLogBytes - 1)).toBe(false);
    expect(shouldRotate(maxLogBytes)).toBe(true);
  });
});

describe('describeError', () => {
  it('keeps the stack of errors and prints anything else', () => {
    expect(describeError(new Error('boom'))).toContain('Error: boom');
    expect(describeError(42)).toBe('42');
  });
});

describe('openLogFile', () => {
  it('appends the server lines, setup link included, to hearth.log in the data folder', async () => {
    const log = openLogFile(dir, () => at);
    log.write('Open http://127.0.0.1:7420/setup?code=ABC to create the administrator');
    await log.close();
    expect(log.path).toBe(path.join(dir, 'hearth.log'));
    expect(await readFile(log.path, 'utf8')).toBe(`${at.toISOString()} Open http://127.0.0.1:7420/setup?code=ABC to create the administrator\n`);
  });

  it('creates nothing until the first line (a second copy that quits at once leaves no trace)', async () => {
    const log = openLogFile(path.join(dir, 'data'));
    await log.close();
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps one previous log when the current one grew too big', async () => {
    await writeFile(path.join(dir, 'hearth.log'), 'x'.repeat(maxLogBytes));
    const log = openLogFile(dir, () => at);
    log.write('fresh');
    await log.close();
    expect((await readdir(dir)).sort()).toEqual(['hearth.log', 'hearth.log.1']);
    expect(await readFile(log.path, 'utf8')).toBe(`${at.toISOString()} fresh\n`);
  });

  it('moves a log that grows past the limit while running to hearth.log.1 and starts afresh', async () => {
    const line = (n: number) => `line ${String(n).padStart(3, '0')} ${'x'.repeat(60)}`;
    const log = openLogFile(dir, () => at, 1000);
    for (let n = 0; n < 40; n += 1) log.write(line(n));
    await log.close();
    expect((await readdir(dir)).sort()).toEqual(['hearth.log', 'hearth.log.1']);
    const current = await readFile(log.path, 'utf8');
    const previous = await readFile(`${log.path}.1`, 'utf8');
    // Nothing lost across the last move, nothing kept past two limits' worth.
    expect(current.length).toBeLessThan(1000 + 100);
    expect(previous.length).toBeLessThan(1000 + 100);
    expect(current.trim().split('\n').at(-1)).toContain(line(39));
    const lines = [...previous.trim().split('\n'), ...current.trim().split('\n')].map((l) => Number(/line (\d+)/.exec(l)?.[1]));
    expect(lines).toEqual(Array.from({ length: lines.length }, (_, i) => 40 - lines.length + i));
  });
});
