import net, { type Socket } from 'node:net';
import { refusesLiteral, type ReachPolicy } from '../../../net/reach.js';
import { messages, monitorMessages as m } from '../../../../shared/messages.js';
import type { CheckResult } from '../link-check.js';
import { describeFailure, reachLookup } from '../outbound.js';

export interface SocketCheck {
  host: string;
  port: number;
  timeoutMs: number;
  reach: ReachPolicy;
  signal?: AbortSignal;
}

export const failed = (message: string): CheckResult => ({ ok: false, latencyMs: null, status: 0, message, certificate: null });

/**
 * Opens a socket made by `open` and waits for `ready` within the deadline, following the reach
 * rule: a loopback literal is refused before connecting, a name when it resolves (reachLookup).
 * Resolves with the socket still open (the caller reads it, then destroys it) and the time taken.
 */
export function openWithin<S extends Socket>(check: SocketCheck, open: (lookup: ReturnType<typeof reachLookup>) => S, ready: 'connect' | 'secureConnect'): Promise<{ socket: S; latencyMs: number }> {
  if (refusesLiteral(check.host, check.reach)) return Promise.reject(Object.assign(new Error(messages.loopbackRefused), { code: 'HEARTH_LOOPBACK' }));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = open(reachLookup(check.reach));
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      check.signal?.removeEventListener('abort', abort);
      // An error after the check is over (a reset while closing) is of no interest.
      socket.removeAllListeners('error');
      socket.on('error', () => undefined);
      if (!error) return resolve({ socket, latencyMs: Math.round(performance.now() - started) });
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(() => finish(Object.assign(new Error('timed out'), { code: 'ABORT_ERR' })), check.timeoutMs);
    const abort = () => finish(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
    check.signal?.addEventListener('abort', abort, { once: true });
    socket.once(ready, () => finish(null));
    socket.once('error', (error) => finish(error));
  });
}

/** Up when a TCP connection to host:port opens within the deadline. */
export async function checkTcp(check: SocketCheck): Promise<CheckResult> {
  try {
    const { socket, latencyMs } = await openWithin(check, (lookup) => net.connect({ host: check.host, port: check.port, lookup }), 'connect');
    socket.destroy();
    return { ok: true, latencyMs, status: 0, message: m.tcpOpen, certificate: null };
  } catch (error) {
    return failed(describeFailure(error, check.timeoutMs, check.reach).message);
  }
}
