import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyProtector } from '../../secrets/secret-box.js';
import { execFileSync } from 'node:child_process';
import { caFiles, loadOrCreateCa, unsealCaKey } from './ca-store.js';
import { writeAtomically, writeKey } from './ca-key-file.js';
import { caConstraints } from './certificates.js';

/** Stands in for the OS keychain: reverses the bytes, so a wrapped file is not the plain key. */
const keychain: KeyProtector = { name: 'electron-safestorage', wrap: (key) => Buffer.from(key).reverse(), unwrap: (data) => Buffer.from(data).reverse() };
const now = new Date('2030-03-01T12:00:00Z');
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-ca-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the CA in the data folder', () => {
  it('is made once, its key readable by this account only, and found again on the next start', async () => {
    const dir = dataDir();
    const first = await loadOrCreateCa({ dataDir: dir, protector: null, now, machineName: 'den-pc', hostNames: ['den-pc'] });
    const second = await loadOrCreateCa({ dataDir: dir, protector: null, now, machineName: 'den-pc', hostNames: ['den-pc'] });
    expect(first.made).toBe(true);
    expect(second.made).toBe(false);
    expect(second.certPem).toBe(first.certPem);
    expect(second.keyPem).toBe(first.keyPem);
    const files = caFiles(dir);
    expect(statSync(files.key).mode & 0o777).toBe(0o600);
    expect(readFileSync(files.key, 'utf8')).toMatch(/^hearth-ca-key v1\nplain\n/);
  });

  it('keeps the key wrapped by the keychain where the desktop has one', async () => {
    const dir = dataDir();
    const made = await loadOrCreateCa({ dataDir: dir, protector: keychain, now, machineName: 'den-pc', hostNames: ['den-pc'] });
    const text = readFileSync(caFiles(dir).key, 'utf8');
    expect(text).toMatch(/^hearth-ca-key v1\nelectron-safestorage\n/);
    expect(Buffer.from(text.split('\n')[2] ?? '', 'base64').toString('utf8')).not.toContain('PRIVATE KEY');
    expect((await loadOrCreateCa({ dataDir: dir, protector: keychain, now, machineName: 'den-pc', hostNames: ['den-pc'] })).keyPem).toBe(made.keyPem);
  });

  it('says what to do when headless Hearth finds a key sealed by the desktop keychain, and --unseal-key opens it', async () => {
    const dir = dataDir();
    const made = await loadOrCreateCa({ dataDir: dir, protector: keychain, now, machineName: 'den-pc', hostNames: ['den-pc'] });
    await expect(loadOrCreateCa({ dataDir: dir, protector: null, now, machineName: 'den-pc', hostNames: ['den-pc'] })).rejects.toThrow(/--unseal-key/);
    expect(unsealCaKey(dir, keychain)).toBe('unsealed');
    expect(statSync(caFiles(dir).key).mode & 0o777).toBe(0o600);
    expect((await loadOrCreateCa({ dataDir: dir, protector: null, now, machineName: 'den-pc', hostNames: ['den-pc'] })).keyPem).toBe(made.keyPem);
    expect(unsealCaKey(dir, null)).toBe('already-plain');
  });

  it('is made with name constraints, and one made before them is kept as it is (no device has to trust it again)', async () => {
    const made = await loadOrCreateCa({ dataDir: dataDir(), protector: null, now, machineName: 'den-pc', hostNames: ['den-pc'] });
    expect(caConstraints(made.certPem)?.dns).toContain('den-pc');

    // A CA as Hearth made them before: no NameConstraints extension (made here with openssl).
    const dir = dataDir();
    const files = caFiles(dir);
    mkdirSync(files.dir, { recursive: true });
    const keyFile = join(dir, 'old.key');
    const certFile = join(dir, 'old.crt');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '3650', '-subj', '/CN=Hearth on den-pc/O=Hearth home CA', '-addext', 'basicConstraints=critical,CA:TRUE,pathlen:0', '-addext', 'keyUsage=critical,keyCertSign,cRLSign', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
    const oldCert = readFileSync(certFile, 'utf8');
    writeKey(files.key, readFileSync(keyFile, 'utf8'), null);
    writeAtomically(files.cert, oldCert, 0o644);
    const kept = await loadOrCreateCa({ dataDir: dir, protector: null, now: new Date(), machineName: 'den-pc', hostNames: ['den-pc'] });
    expect(kept.made).toBe(false);
    expect(kept.certPem).toBe(oldCert);
    expect(caConstraints(kept.certPem)).toBeNull();
  });

  it('is replaced when it is about to expire', async () => {
    const dir = dataDir();
    const made = await loadOrCreateCa({ dataDir: dir, protector: null, now, machineName: 'den-pc', hostNames: ['den-pc'] });
    const later = new Date(now.getTime() + 3500 * 86_400_000);
    const renewed = await loadOrCreateCa({ dataDir: dir, protector: null, now: later, machineName: 'den-pc', hostNames: ['den-pc'] });
    expect(renewed.made).toBe(true);
    expect(renewed.certPem).not.toBe(made.certPem);
  });
});
