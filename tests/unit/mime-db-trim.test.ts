// The server bundle's mime-db is trimmed (scripts/mime-db-trim.mjs): mime-types must give the
// same answer from it as from the whole database, for every extension and every type.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { trimMimeDb } from '../../scripts/mime-db-trim.mjs';

interface MimeTypes {
  lookup(path: string): string | false;
  contentType(type: string): string | false;
  charset(type: string): string | false;
  extension(type: string): string | false;
  types: Record<string, string>;
  extensions: Record<string, string[]>;
}

const require = createRequire(import.meta.url);
const mimeTypesPath = require.resolve('mime-types', { paths: [require.resolve('express')] });
const db = require(createRequire(mimeTypesPath).resolve('mime-db')) as Parameters<typeof trimMimeDb>[0];

/** A fresh mime-types module that reads the given database. */
function mimeTypesWith(database: object): MimeTypes {
  const own = createRequire(mimeTypesPath);
  const module = { exports: {} as MimeTypes };
  const source = readFileSync(mimeTypesPath, 'utf8');
  // mime-types' own source, run with mime-db swapped: the module as the bundle would load it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const load = new Function('require', 'module', 'exports', source) as (r: (id: string) => unknown, m: typeof module, e: MimeTypes) => void;
  load((id) => (id === 'mime-db' ? database : own(id)), module, module.exports);
  return module.exports;
}

describe('the trimmed mime-db', () => {
  const full = mimeTypesWith(db);
  const trimmed = mimeTypesWith(trimMimeDb(db));

  it('is much smaller than the whole database', () => {
    expect(JSON.stringify(trimMimeDb(db)).length).toBeLessThan(JSON.stringify(db).length / 2);
  });

  it('maps every extension to the same type, and every type to the same extensions', () => {
    expect(trimmed.types).toEqual(full.types);
    expect(trimmed.extensions).toEqual(full.extensions);
    for (const ext of Object.keys(full.types)) expect(trimmed.lookup(`file.${ext}`)).toBe(full.lookup(`file.${ext}`));
  });

  it('gives every type of the whole database the same charset, content type and extension', () => {
    for (const type of Object.keys(db)) {
      expect(trimmed.charset(type)).toBe(full.charset(type));
      expect(trimmed.contentType(type)).toBe(full.contentType(type));
      expect(trimmed.extension(type)).toBe(full.extension(type));
    }
    for (const short of ['json', 'html', 'css', 'js', 'svg', 'webmanifest', 'png', 'txt']) expect(trimmed.contentType(short)).toBe(full.contentType(short));
  });
});
