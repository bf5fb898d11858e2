import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../db/client.js';
import { SecretBox, SecretsUnavailable, unsealKeyFile, type KeyProtector } from './secret-box.js';

const migrations = resolve('server/db/migrations');

describe('SecretBox', () => {
  let dir: string;
  let database: OpenDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-secrets-'));
    database = await openDatabase(dir, migrations);
  });
  afterEach(() => {
    database.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seals with a fresh nonce each time and opens what it sealed', () => {
    const box = new SecretBox(dir, database.db);
    const a = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    // A second box on the same folder (a restart) reads the same key.
    expect(new SecretBox(dir, database.db).open(b, 'totp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('writes the key file readable by its owner only', () => {
    new SecretBox(dir, database.db).seal('x', 'test');
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('refuses a value sealed for another purpose or tampered with', () => {
    const box = new SecretBox(dir, database.db);
    const sealed = box.seal('secret', 'totp');
    expect(() => box.open(sealed, 'integration')).toThrow(SecretsUnavailable);
    const raw = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 0x01, raw.length - 1);
    const flipped = 'v1.' + raw.toString('base64url');
    expect(() => box.open(flipped, 'totp')).toThrow(SecretsUnavailable);
  });

  it('reports a missing key file instead of making a new key once secrets exist', () => {
    new SecretBox(dir, database.db).seal('secret', 'totp');
    unlinkSync(join(dir, 'secret.key'));
    const error = (() => {
      try {
        new SecretBox(dir, database.db).seal('other', 'totp');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(SecretsUnavailable);
    expect((error as SecretsUnavailable).status).toBe(503);
    expect((error as Error).message).toMatch(/missing/);
  });

  it('reports a damaged or swapped key file', () => {
    const box = new SecretBox(dir, database.db);
    box.seal('secret', 'totp');
    const file = join(dir, 'secret.key');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, 'garbage');
    expect(() => new SecretBox(dir, database.db).seal('x', 'totp')).toThrow(/damaged/);
    writeFileSync(file, original.replace(/\n[A-Za-z0-9+/=]+\n$/, `\n${Buffer.alloc(32, 7).toString('base64')}\n`));
    expect(() => new SecretBox(dir, database.db).seal('x', 'totp')).toThrow(/not the one/);
    writeFileSync(file, original);
    expect(new SecretBox(dir, database.db).open(box.seal('back', 'totp'), 'totp')).toBe('back');
  });

  it('wraps the key with a protector and needs it to read the file again', () => {
    const xor: KeyProtector = { name: 'test-keychain', wrap: (k) => Buffer.from(k.map((b) => b ^ 0x5a)), unwrap: (k) => Buffer.from(k.map((b) => b ^ 0x5a)) };
    const sealed = new SecretBox(dir, database.db, xor).seal('secret', 'totp');
    expect(readFileSync(join(dir, 'secret.key'), 'utf8')).toContain('test-keychain');
    expect(new SecretBox(dir, database.db, xor).open(sealed, 'totp')).toBe('secret');
    expect(() => new SecretBox(dir, database.db).open(sealed, 'totp')).toThrow(/test-keychain/);
  });

  it("tells headless serving what to do with a key the desktop app's keychain sealed", () => {
    const keychain: KeyProtector = { name: 'electron-safestorage', wrap: (k) => Buffer.from(k.map((b) => b ^ 0x33)), unwrap: (k) => Buffer.from(k.map((b) => b ^ 0x33)) };
    const sealed = new SecretBox(dir, database.db, keychain).seal('secret', 'totp');
    expect(() => new SecretBox(dir, database.db).open(sealed, 'totp')).toThrow(/quit the desktop app and run it once with --unseal-key/);
  });

  it('unseals a keychain-sealed key for headless serving, keeping the same key (mode 0600)', () => {
    const keychain: KeyProtector = { name: 'electron-safestorage', wrap: (k) => Buffer.from(k.map((b) => b ^ 0x33)), unwrap: (k) => Buffer.from(k.map((b) => b ^ 0x33)) };
    const sealed = new SecretBox(dir, database.db, keychain).seal('secret', 'totp');
    expect(unsealKeyFile(dir, keychain)).toBe('unsealed');
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').split('\n')[1]).toBe('plain');
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    // Headless reads it now, and so does the desktop app (a plain file needs no keychain).
    expect(new SecretBox(dir, database.db).open(sealed, 'totp')).toBe('secret');
    expect(new SecretBox(dir, database.db, keychain).open(sealed, 'totp')).toBe('secret');
    expect(unsealKeyFile(dir, keychain)).toBe('already-plain');
    expect(() => unsealKeyFile(dir, null)).not.toThrow();
  });

  it('answers no-key where there is none yet, and refuses a key sealed by another keychain', () => {
    expect(unsealKeyFile(dir, null)).toBe('no-key');
    const other: KeyProtector = { name: 'other-keychain', wrap: (k) => k, unwrap: (k) => k };
    new SecretBox(dir, database.db, other).seal('x', 'test');
    expect(() => unsealKeyFile(dir, null)).toThrow(/other-keychain/);
  });
});
