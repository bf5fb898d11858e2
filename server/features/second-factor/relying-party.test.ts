import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party.js';

describe('relyingParty', () => {
  it('takes http://localhost and its port as a secure context', () => {
    expect(relyingParty({ protocol: 'http', hostname: 'localhost', host: 'localhost:3100' })).toEqual({ rpId: 'localhost', origin: 'http://localhost:3100' });
    expect(relyingParty({ protocol: 'http', hostname: 'hearth.localhost', host: 'hearth.localhost' })).toEqual({ rpId: 'hearth.localhost', origin: 'http://hearth.localhost' });
  });

  it('takes https with a name, such as a .local name', () => {
    expect(relyingParty({ protocol: 'https', hostname: 'Hearth.local', host: 'Hearth.local:8443' })).toEqual({ rpId: 'hearth.local', origin: 'https://hearth.local:8443' });
  });

  it('refuses IP addresses, IPv4 and IPv6, even over https or on loopback', () => {
    for (const [hostname, host] of [
      ['127.0.0.1', '127.0.0.1:3000'],
      ['192.168.1.20', '192.168.1.20'],
      ['[::1]', '[::1]:3000'],
    ] as const) {
      const answer = relyingParty({ protocol: 'https', hostname, host });
      expect(answer).toHaveProperty('error');
      expect('error' in answer && answer.error).toContain(host);
    }
  });

  it('refuses plain http to a name other than localhost, naming https', () => {
    const answer = relyingParty({ protocol: 'http', hostname: 'hearth.local', host: 'hearth.local:3000' });
    expect('error' in answer && answer.error).toContain('https://hearth.local');
  });
});
