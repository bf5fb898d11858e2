import { describe, expect, it } from 'vitest';
import { lanMessages } from '../../../shared/messages.js';
import { trustInfo } from './https.routes.js';
import { emptyLanState, type LanState } from './lan-state.js';

const https = { port: 7443, caPem: '', caDer: Buffer.alloc(0), caName: 'Hearth on den-pc', caFingerprint: 'AA', caNotAfter: new Date('2036-01-01T00:00:00Z') };
const state = (overrides: Partial<LanState>): LanState => ({ ...emptyLanState(), httpPort: 7420, https, addresses: ['192.168.1.20', '10.0.0.5'], ...overrides });

describe('the addresses the trust screen and Phones & HTTPS offer', () => {
  it('shared on every address with mDNS: hearth.local and each LAN address, nothing left out', () => {
    const info = trustInfo(state({ host: '0.0.0.0', mdns: true }));
    expect(info.httpsUrls).toEqual(['https://hearth.local:7443/', 'https://192.168.1.20:7443/', 'https://10.0.0.5:7443/']);
    expect(info.trustUrls).toEqual(['http://192.168.1.20:7420/trust', 'http://10.0.0.5:7420/trust']);
    expect(info.notListening).toEqual([]);
  });

  it('with mDNS off: no hearth.local, and says why', () => {
    const info = trustInfo(state({ host: '0.0.0.0', mdns: false }));
    expect(info.httpsUrls).toEqual(['https://192.168.1.20:7443/', 'https://10.0.0.5:7443/']);
    expect(info.notListening).toEqual([lanMessages.hearthLocalOff]);
  });

  it('bound to loopback: neither hearth.local nor the LAN addresses, which do not answer, and says why', () => {
    const info = trustInfo(state({ host: '127.0.0.1', mdns: false }));
    expect(info.httpsUrls).toEqual(['https://127.0.0.1:7443/']);
    expect(info.trustUrls).toEqual(['http://127.0.0.1:7420/trust']);
    expect(info.notListening).toEqual([lanMessages.hearthLocalNotShared, lanMessages.addressesNotShared(['192.168.1.20', '10.0.0.5'], '127.0.0.1')]);
  });

  it('bound to one LAN address: only that one', () => {
    const info = trustInfo(state({ host: '192.168.1.20', mdns: true }));
    expect(info.httpsUrls).toEqual(['https://hearth.local:7443/', 'https://192.168.1.20:7443/']);
    expect(info.notListening).toEqual([lanMessages.addressesNotBound(['10.0.0.5'], '192.168.1.20')]);
  });
});
