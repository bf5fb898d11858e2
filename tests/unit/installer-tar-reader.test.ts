// The installer's own tar reader against archives written by node-tar (what `npm pack` uses) and
// by hand (hostile-tarballs.ts): names, long names (ustar prefix, pax, GNU), types, modes, sizes.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { create } from 'tar';
import { ByteReader } from '../../server/features/integrations/install/unpack/byte-reader.js';
import { readTar, type TarEntry } from '../../server/features/integrations/install/unpack/tar-reader.js';
import { tarHeader, tarball } from '../fixtures/hostile-tarballs.js';

/** The archive in small pieces, as a network would hand it over. */
function pieces(data: Buffer, size = 700): AsyncIterable<Buffer> {
  const list: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) list.push(data.subarray(at, at + size));
  return Readable.from(list);
}

async function entries(tar: Buffer): Promise<(Omit<TarEntry, 'body'> & { text: string })[]> {
  const found = [];
  for await (const entry of readTar(new ByteReader(pieces(tar)))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    found.push({ path: entry.path, type: entry.type, mode: entry.mode, size: entry.size, text: Buffer.concat(chunks).toString() });
  }
  return found;
}

describe('readTar', () => {
  it('reads what node-tar writes: folders, files, modes, a symlink, long and non-ASCII names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-tar-'));
    try {
      const long = `${'deep/'.repeat(30)}file-with-a-long-name.js`;
      mkdirSync(join(dir, 'package', ...long.split('/').slice(0, -1)), { recursive: true });
      writeFileSync(join(dir, 'package', long), 'deep');
      writeFileSync(join(dir, 'package', 'index.js'), 'module.exports = 1;');
      writeFileSync(join(dir, 'package', 'tool'), '#!/bin/sh');
      chmodSync(join(dir, 'package', 'tool'), 0o755);
      writeFileSync(join(dir, 'package', 'café-ünïcode.txt'), 'é');
      symlinkSync('index.js', join(dir, 'package', 'alias.js'));
      const chunks: Buffer[] = [];
      for await (const chunk of create({ cwd: dir, gzip: false, portable: true }, ['package']) as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
      const found = await entries(Buffer.concat(chunks));
      const byPath = new Map(found.map((e) => [e.path, e]));
      expect(byPath.get('package/')?.type).toBe('directory');
      expect(byPath.get('package/index.js')).toMatchObject({ type: 'file', text: 'module.exports = 1;', size: 19 });
      expect(byPath.get('package/tool')).toMatchObject({ type: 'file', mode: 0o755 });
      expect(byPath.get('package/café-ünïcode.txt')).toMatchObject({ type: 'file', text: 'é' });
      expect(byPath.get('package/alias.js')).toMatchObject({ type: 'symlink', size: 0 });
      expect(byPath.get(`package/${long}`)).toMatchObject({ type: 'file', text: 'deep' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads links, devices and fifos as what they are, with their modes', async () => {
    const tar = gunzipSync(
      tarball([
        { path: 'package/a', body: 'x', mode: 0o4755 },
        { path: 'package/l', type: '2', linkpath: '/etc/passwd' },
        { path: 'package/h', type: '1', linkpath: 'package/a' },
        { path: 'package/d', type: '5', mode: 0o1777 },
        { path: 'package/tty', type: '3' },
        { path: 'package/pipe', type: '6' },
      ]),
    );
    expect((await entries(tar)).map((e) => [e.path, e.type, e.mode.toString(8)])).toEqual([
      ['package/a', 'file', '4755'],
      ['package/l', 'symlink', '644'],
      ['package/h', 'hardlink', '644'],
      ['package/d', 'directory', '1777'],
      ['package/tty', 'other', '644'],
      ['package/pipe', 'other', '644'],
    ]);
  });

  it('takes the path from a pax record or a GNU long name, and a size in base-256', async () => {
    const paxBody = (key: string, value: string) => {
      const record = ` ${key}=${value}\n`;
      let length = record.length + 1;
      while (`${length}${record}`.length !== length) length += 1;
      return `${length}${record}`;
    };
    const pax = paxBody('path', 'package/from-pax.js');
    const big = tarHeader({ path: 'package/big-size', body: 'abc' });
    // 3 written as base-256 (GNU): high bit, then big-endian bytes.
    big.fill(0, 124, 136);
    big[124] = 0x80;
    big[135] = 3;
    big.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of big) sum += byte;
    big.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    const parts = [
      tarHeader({ path: 'PaxHeader', type: undefined, body: pax }).fill('x', 156, 157),
      Buffer.from(pax.padEnd(512, '\0')),
      tarHeader({ path: 'short-name-ignored', body: '1' }),
      Buffer.from('1'.padEnd(512, '\0')),
      tarHeader({ path: '././@LongLink', body: 'package/from-gnu.js' }).fill('L', 156, 157),
      Buffer.from('package/from-gnu.js'.padEnd(512, '\0')),
      tarHeader({ path: 'short', body: '2' }),
      Buffer.from('2'.padEnd(512, '\0')),
      big,
      Buffer.from('abc'.padEnd(512, '\0')),
      Buffer.alloc(1024),
    ];
    // Headers whose typeflag was changed need their checksum again.
    for (const header of [parts[0]!, parts[4]!]) {
      header.fill(0x20, 148, 156);
      let total = 0;
      for (const byte of header) total += byte;
      header.write(`${total.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    }
    expect((await entries(Buffer.concat(parts))).map((e) => [e.path, e.text])).toEqual([
      ['package/from-pax.js', '1'],
      ['package/from-gnu.js', '2'],
      ['package/big-size', 'abc'],
    ]);
  });

  it('skips the part of a body the caller leaves unread', async () => {
    const tar = gunzipSync(tarball([{ path: 'package/a', body: 'a'.repeat(5000) }, { path: 'package/b', body: 'bee' }]));
    const seen: string[] = [];
    for await (const entry of readTar(new ByteReader(pieces(tar, 100)))) {
      for await (const piece of entry.body) {
        seen.push(`${entry.path}:${piece.toString().slice(0, 3)}`);
        break;
      }
    }
    expect(seen).toEqual(['package/a:aaa', 'package/b:bee']);
  });

  it('refuses a bad checksum and a truncated archive', async () => {
    const tar = gunzipSync(tarball([{ path: 'package/a', body: 'hello' }]));
    const corrupt = Buffer.from(tar);
    corrupt[0] = 0x41;
    await expect(entries(corrupt)).rejects.toThrow('bad header checksum');
    await expect(entries(tar.subarray(0, 600))).rejects.toThrow('truncated');
  });
});
