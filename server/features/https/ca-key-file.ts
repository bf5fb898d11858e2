import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { KeyProtector } from '../../secrets/secret-box.js';
import { sealedElsewhere } from '../../secrets/secret-box.js';

const header = 'hearth-ca-key v1';

/** Where Hearth keeps its CA: `<dataDir>/https/ca.crt` and `ca.key` (mode 0600). */
export function caFiles(dataDir: string): { dir: string; cert: string; key: string } {
  const dir = join(dataDir, 'https');
  return { dir, cert: join(dir, 'ca.crt'), key: join(dir, 'ca.key') };
}

export function writeAtomically(file: string, text: string, mode: number): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, text, { mode, flag: 'wx' });
  chmodSync(temp, mode);
  renameSync(temp, file);
}

/** The CA key file: wrapped by the keychain where the desktop has one, else plain; mode 0600 either way. */
export function writeKey(file: string, keyPem: string, protector: KeyProtector | null): void {
  const plain = Buffer.from(keyPem, 'utf8');
  const stored = protector ? protector.wrap(plain) : plain;
  writeAtomically(file, `${header}\n${protector?.name ?? 'plain'}\n${stored.toString('base64')}\n`, 0o600);
}

export function readKey(file: string, protector: KeyProtector | null): string {
  const [first, protectorName, body] = readFileSync(file, 'utf8').trim().split('\n');
  if (first !== header || !protectorName || !body) throw new Error(`The CA key file ${file} is damaged.`);
  const stored = Buffer.from(body.trim(), 'base64');
  if (protectorName === 'plain') return stored.toString('utf8');
  if (!protector || protector.name !== protectorName) throw new Error(sealedElsewhere(file, protectorName));
  return protector.unwrap(stored).toString('utf8');
}

/** --unseal-key for the CA key: rewrites a keychain-wrapped key file as a plain 0600 one. */
export function unsealCaKey(dataDir: string, protector: KeyProtector | null): 'unsealed' | 'already-plain' | 'no-key' {
  const files = caFiles(dataDir);
  if (!existsSync(files.key)) return 'no-key';
  const [, protectorName] = readFileSync(files.key, 'utf8').split('\n');
  if (protectorName === 'plain') return 'already-plain';
  writeKey(files.key, readKey(files.key, protector), null);
  return 'unsealed';
}
