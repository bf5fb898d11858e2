import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { monitorMessages as m } from '../../../../shared/messages.js';
import type { CheckResult } from '../link-check.js';
import { describeFailure } from '../outbound.js';
import { failed, openWithin, type SocketCheck } from './tcp-check.js';

/** An MQTT 3.1.1 CONNECT with a clean session and a throwaway client id, no login (OASIS MQTT 3.1.1, 3.1). */
export function connectPacket(clientId: string): Buffer {
  const id = Buffer.from(clientId, 'utf8');
  const variable = Buffer.from([0x00, 0x04, 0x4d, 0x51, 0x54, 0x54, 0x04, 0x02, 0x00, 0x3c]);
  const payload = Buffer.concat([Buffer.from([id.length >> 8, id.length & 0xff]), id]);
  return Buffer.concat([Buffer.from([0x10, variable.length + payload.length]), variable, payload]);
}

const disconnect = Buffer.from([0xe0, 0x00]);

/**
 * What a CONNACK's return code says. The broker answering at all is what is checked: one that
 * wants a login (4, 5) is alive and speaks MQTT, so it is up; 1-3 say it cannot serve now.
 */
export function connackVerdict(code: number): { ok: boolean; message: string } {
  if (code === 0) return { ok: true, message: m.mqttAccepted };
  if (code === 4 || code === 5) return { ok: true, message: m.mqttNeedsLogin };
  return { ok: false, message: m.mqttRefused(code) };
}

/** Up when an MQTT broker answers a CONNECT with a CONNACK within the deadline. */
export async function checkMqtt(check: SocketCheck): Promise<CheckResult> {
  const deadline = performance.now() + check.timeoutMs;
  let socket: net.Socket | null = null;
  try {
    const opened = await openWithin(check, (lookup) => net.connect({ host: check.host, port: check.port, lookup }), 'connect');
    socket = opened.socket;
    const started = performance.now() - opened.latencyMs;
    const answer = await new Promise<Buffer>((resolve, reject) => {
      const live = socket as net.Socket;
      let seen = Buffer.alloc(0);
      const timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ABORT_ERR' })), Math.max(0, deadline - performance.now()));
      const stop = (error: Error | null, value?: Buffer) => {
        clearTimeout(timer);
        check.signal?.removeEventListener('abort', abort);
        if (error) reject(error);
        else resolve(value as Buffer);
      };
      const abort = () => stop(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
      check.signal?.addEventListener('abort', abort, { once: true });
      live.on('data', (chunk: Buffer) => {
        seen = Buffer.concat([seen, chunk]);
        if (seen.length >= 4) stop(null, seen);
      });
      // on, not once: a second error from a broker's socket must reach this handler, not the process.
      live.on('error', (error) => stop(error));
      live.once('end', () => stop(Object.assign(new Error('closed'), { code: 'ECONNRESET' })));
      live.write(connectPacket(`hearth-${randomBytes(6).toString('hex')}`));
    });
    const latencyMs = Math.round(performance.now() - started);
    if (answer[0] !== 0x20 || answer[1] !== 0x02) return failed(m.mqttNotMqtt);
    const verdict = connackVerdict(answer[3] ?? 255);
    if (answer[3] === 0) socket.write(disconnect);
    return { ...verdict, latencyMs, status: 0, certificate: null };
  } catch (error) {
    return failed(describeFailure(error, check.timeoutMs, check.reach).message);
  } finally {
    socket?.end();
    socket?.destroy();
  }
}
