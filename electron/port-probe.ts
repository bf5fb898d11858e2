/**
 * Network checks behind port clashes, on loopback only: is a port free on 127.0.0.1, and does
 * a Hearth answer on it.
 */
import net from 'node:net';
import type { PortOwner } from './port-clash.js';
import { isHearthAnswer } from './port-clash.js';

const probeTimeoutMs = 2000;

/** Resolves when 127.0.0.1:port can be listened on; rejects with the listen error (EADDRINUSE). */
export function checkLoopbackFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The first port of `ports` that is free on loopback, or null. */
export async function firstFreePort(ports: readonly number[]): Promise<number | null> {
  for (const port of ports) {
    try {
      await checkLoopbackFree(port);
      return port;
    } catch {
      // taken: try the next one
    }
  }
  return null;
}

/** 'hearth' when the server on 127.0.0.1:port answers like Hearth, else 'other'. */
export async function portOwner(port: number): Promise<PortOwner> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/home`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    return isHearthAnswer(response.status, body) ? 'hearth' : 'other';
  } catch {
    return 'other';
  }
}
