import { describe, expect, it } from 'vitest';
import { advertisedRecords, answerQuery, goodbyeRecords } from './mdns-records.js';

const records = advertisedRecords({ instance: 'Hearth on den-pc', hostName: 'hearth.local', address: '192.168.1.20', httpPort: 7420, httpsPort: 7443 });

describe('what Hearth says over mDNS', () => {
  it('answers hearth.local with the interface address', () => {
    const { answers } = answerQuery([{ name: 'Hearth.Local', type: 'A' }], records);
    expect(answers).toEqual([expect.objectContaining({ name: 'hearth.local', type: 'A', data: '192.168.1.20' })]);
  });

  it('lists _http._tcp with the SRV, TXT and address a browser needs next', () => {
    const { answers, additionals } = answerQuery([{ name: '_http._tcp.local', type: 'PTR' }], records);
    expect(answers).toEqual([expect.objectContaining({ type: 'PTR', data: 'Hearth on den-pc._http._tcp.local' })]);
    expect(additionals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'SRV', name: 'Hearth on den-pc._http._tcp.local', data: expect.objectContaining({ port: 7420, target: 'hearth.local' }) as unknown }),
        expect.objectContaining({ type: 'TXT', name: 'Hearth on den-pc._http._tcp.local' }),
        expect.objectContaining({ type: 'A', name: 'hearth.local' }),
      ]),
    );
    expect(additionals.some((record) => record.name.includes('_https'))).toBe(false);
  });

  it('lists _https._tcp on the HTTPS port only while HTTPS runs', () => {
    const srv = answerQuery([{ name: 'Hearth on den-pc._https._tcp.local', type: 'SRV' }], records).answers;
    expect(srv).toEqual([expect.objectContaining({ data: expect.objectContaining({ port: 7443 }) as unknown })]);
    const plain = advertisedRecords({ instance: 'Hearth on den-pc', hostName: 'hearth.local', address: '192.168.1.20', httpPort: 7420, httpsPort: null });
    expect(answerQuery([{ name: '_https._tcp.local', type: 'PTR' }], plain).answers).toEqual([]);
  });

  it('names both services in the DNS-SD index and answers nothing for other names', () => {
    const index = answerQuery([{ name: '_services._dns-sd._udp.local', type: 'PTR' }], records).answers.map((record) => (record.type === 'PTR' ? record.data : ''));
    expect(index).toEqual(['_http._tcp.local', '_https._tcp.local']);
    expect(answerQuery([{ name: 'printer.local', type: 'A' }], records).answers).toEqual([]);
  });

  it('says goodbye with TTL 0', () => {
    // Every record advertised (the address, then index, PTR, SRV and TXT per service), each at TTL 0.
    expect(records).toHaveLength(9);
    const goodbye = goodbyeRecords(records);
    expect(goodbye.map((record) => `${record.type} ${record.name}`)).toEqual(records.map((record) => `${record.type} ${record.name}`));
    expect(goodbye.map((record) => ('ttl' in record ? record.ttl : undefined))).toEqual(records.map(() => 0));
  });

  it('keeps an instance name within one DNS label', () => {
    const long = advertisedRecords({ instance: `Hearth on ${'x'.repeat(80)}`, hostName: 'hearth.local', address: '10.0.0.2', httpPort: 1, httpsPort: null });
    const ptr = long.find((record) => record.type === 'PTR' && record.name === '_http._tcp.local');
    expect(Buffer.byteLength((ptr?.type === 'PTR' ? ptr.data : '').replace('._http._tcp.local', ''))).toBe(63);
  });
});
