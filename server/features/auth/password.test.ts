import { describe, expect, it } from 'vitest';
import { hashPassword, md5Hex, verifyPassword } from './password.js';

describe('verifyPassword', () => {
  it('accepts the password a hash was made from and refuses another', async () => {
    const stored = await hashPassword(md5Hex('correct horse'));
    expect(await verifyPassword(md5Hex('correct horse'), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('wrong horse'), stored)).toBe(false);
  });

  it('refuses a stored hash whose scrypt settings Hearth never writes, without deriving (a planted row asking for 4 GiB)', async () => {
    const stored = await hashPassword(md5Hex('correct horse'));
    const [, , , , salt, hash] = stored.split('$');
    const planted = ['scrypt', 2 ** 20, 32, 1, salt, hash].join('$');
    expect(await verifyPassword(md5Hex('correct horse'), planted)).toBe(false);
  });
});
