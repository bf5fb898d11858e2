import { describe, expect, it } from 'vitest';
import { keychainProtector, type SafeStorageLike } from './key-protector.js';

/** A stand-in keychain: reversible, and visibly not the plain text. */
function fakeSafeStorage(available: boolean, backend = 'gnome_libsecret'): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(`enc:${[...text].reverse().join('')}`),
    decryptString: (data) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('not ours');
      return [...text.slice(4)].reverse().join('');
    },
    getSelectedStorageBackend: () => backend,
  };
}

describe('keychainProtector', () => {
  it('wraps and unwraps the key through the keychain', () => {
    const protector = keychainProtector(fakeSafeStorage(true), 'win32');
    const key = Buffer.from('0123456789abcdef0123456789abcdef');
    const wrapped = protector!.wrap(key);
    expect(wrapped.includes(key)).toBe(false);
    expect(protector!.unwrap(wrapped)).toEqual(key);
    expect(protector!.name).toBe('electron-safestorage');
  });

  it('is not used without a keychain, nor with Linux basic_text', () => {
    expect(keychainProtector(fakeSafeStorage(false), 'darwin')).toBeNull();
    expect(keychainProtector(fakeSafeStorage(true, 'basic_text'), 'linux')).toBeNull();
    expect(keychainProtector(fakeSafeStorage(true, 'kwallet5'), 'linux')?.name).toBe('electron-safestorage');
  });
});
