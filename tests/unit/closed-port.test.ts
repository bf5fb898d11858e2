import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { reserveClosedPort } from '../helpers/closed-port.js';

const refusal = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('a reserved closed port', () => {
  it('refuses connections while it is held, every time', async () => {
    const closed = await reserveClosedPort();
    try {
      expect(closed.origin).toBe(`http://127.0.0.1:${closed.port}`);
      for (let i = 0; i < 20; i++) expect(await refusal(closed.port)).toBe('ECONNREFUSED');
      await expect(fetch(`${closed.origin}/`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    } finally {
      closed.release();
    }
  });

  it('gives each reservation a port of its own', async () => {
    const [a, b] = await Promise.all([reserveClosedPort(), reserveClosedPort()]);
    expect(a.port).not.toBe(b.port);
    a.release();
    b.release();
  });
});
