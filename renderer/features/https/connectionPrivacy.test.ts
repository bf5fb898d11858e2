import { describe, expect, it } from 'vitest';
import { connectionIsPrivate } from './connectionPrivacy.js';

describe('the sign-in page warns about plain http on the LAN', () => {
  it('warns for http to a LAN address or name', () => {
    expect(connectionIsPrivate('http:', '192.168.1.20')).toBe(false);
    expect(connectionIsPrivate('http:', 'hearth.local')).toBe(false);
  });

  it('stays quiet over https and on this computer', () => {
    expect(connectionIsPrivate('https:', '192.168.1.20')).toBe(true);
    expect(connectionIsPrivate('http:', '127.0.0.1')).toBe(true);
    expect(connectionIsPrivate('http:', 'localhost')).toBe(true);
    expect(connectionIsPrivate('http:', '[::1]')).toBe(true);
  });
});
