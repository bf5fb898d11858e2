import { createCipheriv, createHmac, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';
import { HttpError } from '../http/errors.js';
import { messages } from '../../shared/messages.js';

/**
 * Wraps the key file's contents with the operating system's keychain (Electron's safeStorage in
 * the desktop app). Headless Hearth has none: its key file is protected by file permissions only.
 */
export interface KeyProtector {
  /** Written into the key file, so a file wrapped by one protector is not read as plain. */
  name: string;
  wrap(key: Buffer): Buffer;
  unwrap(data: Buffer): Buffer;
}

/** Thrown (as 503) when the key cannot be read: only calls that need secrets fail. */
export class SecretsUnavailable extends HttpError {
  constructor(detail: string) {
    super(503, `${messages.secretKeyUnavailable} ${detail}`);
    this.name = 'SecretsUnavailable';
  }
}

const keyFileName = 'secret.key';
const fingerprintKey = 'secretKeyFingerprint';
const header = 'hearth-secret-key v1';
const sealedPrefix = 'v1.';

/**
 * Why a key sealed by another protector cannot be read here, and what to do: the desktop app's
 * keychain is Electron's, which `hearth serve` cannot ask.
 */
export function sealedElsewhere(keyFile: string, protectorName: string): string {
  if (protectorName === 'electron-safestorage') {
    return `The key file ${keyFile} is sealed by the desktop app's keychain, which headless serving cannot open. Start Hearth's desktop app instead; or, to serve this data folder headless, quit the desktop app and run it once with --unseal-key (the key is then kept as a plain file only your account can read, as a headless install keeps it).`;
  }
  return `The key file ${keyFile} is protected by "${protectorName}", which is not available here.`;
}

/** The key file's text: the key wrapped by the protector, or plain. */
function keyFileText(key: Buffer, protector: KeyProtector | null): string {
  const stored = protector ? protector.wrap(key) : key;
  return `${header}\n${protector?.name ?? 'plain'}\n${stored.toString('base64')}\n`;
}

/** Writes the key file atomically, mode 0600: wrapped by the protector, or plain. */
function writeKeyFile(keyFile: string, key: Buffer, protector: KeyProtector | null): void {
  const text = keyFileText(key, protector);
  const temp = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, text, { mode: 0o600, flag: 'wx' });
  chmodSync(temp, 0o600);
  renameSync(temp, keyFile);
}

/**
 * Rewrites a keychain-sealed key file as a plain one (mode 0600), for serving the same data
 * folder headless: the desktop app's --unseal-key. The key itself does not change, so every
 * stored secret still opens, in the desktop app too.
 */
export function unsealKeyFile(dataDir: string, protector: KeyProtector | null): 'unsealed' | 'already-plain' | 'no-key' {
  const keyFile = join(dataDir, keyFileName);
  if (!existsSync(keyFile)) return 'no-key';
  const [first, protectorName, body] = readFileSync(keyFile, 'utf8').trim().split('\n');
  if (first !== header || !protectorName || !body) throw new Error(`The key file ${keyFile} is damaged.`);
  if (protectorName === 'plain') return 'already-plain';
  if (!protector || protector.name !== protectorName) throw new Error(sealedElsewhere(keyFile, protectorName));
  const key = protector.unwrap(Buffer.from(body.trim(), 'base64'));
  if (key.length !== 32) throw new Error(`The key file ${keyFile} is damaged.`);
  writeKeyFile(keyFile, key, null);
  return 'unsealed';
}

function fingerprint(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/**
 * Seals and opens short secrets (TOTP secrets, integration passwords) with AES-256-GCM under one
 * 256-bit key made on first use. The key lives in `<dataDir>/secret.key` (mode 0600); its
 * fingerprint is kept in the database, so a lost or swapped key file is reported as such instead
 * of a new key silently making every stored secret unreadable.
 */
export class SecretBox {
  private key: Buffer | null = null;
  private paused = false;

  constructor(
    private readonly dataDir: string,
    private readonly db: Db,
    private readonly protector: KeyProtector | null = null,
  ) {}

  get keyFile(): string {
    return join(this.dataDir, keyFileName);
  }

  /**
   * Encrypts `plain`; `purpose` (e.g. "totp") is bound into the ciphertext as associated data, so a
   * value sealed for one use cannot be passed off as another.
   */
  seal(plain: string, purpose: string): string {
    const key = this.loadKey();
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return sealedPrefix + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Decrypts what seal() made for the same purpose; throws SecretsUnavailable when it can't. */
  open(sealed: string, purpose: string): string {
    const key = this.loadKey();
    if (!sealed.startsWith(sealedPrefix)) throw new SecretsUnavailable(messages.secretUnreadable);
    const raw = Buffer.from(sealed.slice(sealedPrefix.length), 'base64url');
    if (raw.length < 28) throw new SecretsUnavailable(messages.secretUnreadable);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretsUnavailable(messages.secretUnreadable);
    }
  }

  /**
   * A keyed digest of `plain` (HMAC-SHA256 under a key derived for `purpose`): equal secrets give
   * equal digests, so duplicates can be found without decrypting and without storing anything
   * that tells a secret apart to someone holding only the database.
   */
  digest(plain: string, purpose: string): string {
    const key = createHmac('sha256', this.loadKey()).update(`digest:${purpose}`).digest();
    return createHmac('sha256', key).update(plain, 'utf8').digest('base64url');
  }

  /** The raw key, for a backup to seal with the user's passphrase (made now if there is none yet). */
  exportKey(): Buffer {
    return Buffer.from(this.loadKey());
  }

  /**
   * The key file a restore puts in place of this one, as this installation keeps it (wrapped by
   * its protector, if any); the restored database carries the matching fingerprint.
   */
  keyFileFor(key: Buffer): string {
    if (key.length !== 32) throw new Error('A secret key is 32 bytes.');
    return keyFileText(key, this.protector);
  }

  /**
   * While a restore swaps the database and key file, nothing is sealed or opened: a secret
   * sealed then could be sealed with one installation's key into the other's database.
   */
  pause(): void {
    this.paused = true;
    this.key = null;
  }

  /** After a restore: the key is read again from the (new) key file at the next use. */
  resume(): void {
    this.paused = false;
    this.key = null;
  }

  /** Reads (or on first use makes) the key. Failures are not cached: a restored file works at once. */
  private loadKey(): Buffer {
    if (this.paused) throw new SecretsUnavailable(messages.restoreUnderWay);
    if (this.key) return this.key;
    const recorded = this.db.select().from(appMeta).where(eq(appMeta.key, fingerprintKey)).get()?.value ?? null;
    const key = existsSync(this.keyFile) ? this.readKeyFile() : this.createKey(recorded);
    if (recorded !== null && fingerprint(key) !== recorded) {
      throw new SecretsUnavailable(`The key file ${this.keyFile} is not the one the saved secrets were made with.`);
    }
    this.key = key;
    return key;
  }

  private readKeyFile(): Buffer {
    let text: string;
    try {
      text = readFileSync(this.keyFile, 'utf8');
    } catch (error) {
      throw new SecretsUnavailable(`The key file ${this.keyFile} cannot be read (${error instanceof Error ? error.message : String(error)}).`);
    }
    const [first, protectorName, body] = text.trim().split('\n');
    if (first !== header || !protectorName || !body) throw new SecretsUnavailable(`The key file ${this.keyFile} is damaged.`);
    let key: Buffer = Buffer.from(body.trim(), 'base64');
    if (protectorName !== 'plain') {
      if (!this.protector || this.protector.name !== protectorName) {
        throw new SecretsUnavailable(sealedElsewhere(this.keyFile, protectorName));
      }
      try {
        key = this.protector.unwrap(key);
      } catch {
        throw new SecretsUnavailable(`The key file ${this.keyFile} could not be unlocked by "${protectorName}".`);
      }
    }
    if (key.length !== 32) throw new SecretsUnavailable(`The key file ${this.keyFile} is damaged.`);
    return key;
  }

  private createKey(recorded: string | null): Buffer {
    if (recorded !== null) throw new SecretsUnavailable(`The key file ${this.keyFile} is missing: restore it from a backup of the data folder.`);
    const key = randomBytes(32);
    writeKeyFile(this.keyFile, key, this.protector);
    this.db.insert(appMeta).values({ key: fingerprintKey, value: fingerprint(key) }).onConflictDoNothing().run();
    return key;
  }
}
