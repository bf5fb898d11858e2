import { describe, expect, it } from 'vitest';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { connackVerdict, connectPacket } from './mqtt-check.js';

describe('MQTT', () => {
  it('sends a CONNECT as MQTT 3.1.1 writes it: protocol name, level 4, clean session, the client id', () => {
    const packet = connectPacket('hearth-1');
    expect([...packet.subarray(0, 2)]).toEqual([0x10, 10 + 2 + 8]);
    expect(packet.subarray(4, 8).toString()).toBe('MQTT');
    expect([packet[8], packet[9]]).toEqual([4, 0x02]);
    expect(packet.subarray(14).toString()).toBe('hearth-1');
  });

  it('counts a broker that asks for a login as up, one that cannot serve as down', () => {
    expect(connackVerdict(0)).toEqual({ ok: true, message: m.mqttAccepted });
    expect(connackVerdict(5)).toEqual({ ok: true, message: m.mqttNeedsLogin });
    expect(connackVerdict(3)).toEqual({ ok: false, message: m.mqttRefused(3) });
  });
});
