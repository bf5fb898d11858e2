import type { KeyProtector } from '../server/secrets/secret-box.js';

/** The part of Electron's safeStorage the key protector uses (typed so tests can hand a fake). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store backs it ("basic_text" is a fixed key, no protection). */
  getSelectedStorageBackend?: () => string;
}

/**
 * Wraps Hearth's secret key with the OS keychain (DPAPI, Keychain, libsecret/kwallet) where one
 * is available; null otherwise, and the key file stays a plain 0600 file, as headless. Linux's
 * "basic_text" backend encrypts with a key built into Chromium, so it counts as unavailable.
 */
export function keychainProtector(safeStorage: SafeStorageLike, platform: NodeJS.Platform): KeyProtector | null {
  if (!safeStorage.isEncryptionAvailable()) return null;
  if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') return null;
  return {
    name: 'electron-safestorage',
    wrap: (key) => safeStorage.encryptString(key.toString('base64')),
    unwrap: (data) => Buffer.from(safeStorage.decryptString(data), 'base64'),
  };
}
