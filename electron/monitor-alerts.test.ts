import { describe, expect, it } from 'vitest';
import { alertNotification, createAlertListener, reconnectMs, type AlertSocket } from './monitor-alerts.js';

class FakeSocket implements AlertSocket {
  closed = false;
  private readonly listeners = new Map<string, ((value: never) => void)[]>();
  constructor(readonly url: string) {}
  on(event: string, listener: (value: never) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, value: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (v: unknown) => void)(value);
  }
  close(): void {
    this.closed = true;
  }
}

function harness(start: string | null = 'http://127.0.0.1:7420') {
  const server = { origin: start };
  const sockets: FakeSocket[] = [];
  const shown: { title: string; body: string }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listener = createAlertListener({
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    notify: (title, body) => shown.push({ title, body }),
    origin: () => server.origin,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { listener, sockets, shown, timers, server };
}

describe('desktop notifications for alerts', () => {
  it('reads only alert messages', () => {
    expect(alertNotification(JSON.stringify({ type: 'alert', event: 'down', title: 'NAS is down', body: 'No answer within 10 seconds.' }))).toEqual({ title: 'NAS is down', body: 'No answer within 10 seconds.' });
    expect(alertNotification(Buffer.from(JSON.stringify({ type: 'alert', title: 'X', body: 'Y' })))).toEqual({ title: 'X', body: 'Y' });
    expect(alertNotification(JSON.stringify({ type: 'status', monitor: {} }))).toBeNull();
    expect(alertNotification('not json')).toBeNull();
  });

  it("opens the monitoring socket with the window's session and shows each alert", () => {
    const { listener, sockets, shown } = harness();
    listener.setSession('token 1');
    expect(sockets[0]?.url).toBe('ws://127.0.0.1:7420/ws/monitoring?token=token%201');
    sockets[0]?.emit('message', JSON.stringify({ type: 'status', monitor: {} }));
    sockets[0]?.emit('message', JSON.stringify({ type: 'alert', title: 'NAS is up again', body: 'It was down for 3 minutes.' }));
    expect(shown).toEqual([{ title: 'NAS is up again', body: 'It was down for 3 minutes.' }]);
  });

  it('tries again with growing pauses while the server is away, and not after the session ended', () => {
    const { listener, sockets, timers } = harness();
    listener.setSession('abc');
    sockets[0]?.emit('close', 1006);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.run();
    sockets[1]?.emit('close', 1006);
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]?.run();
    sockets[2]?.emit('close', 4401);
    expect(timers).toHaveLength(2);
    expect(reconnectMs(10)).toBe(30_000);
  });

  it('closes on sign-out, moves to a new account, and stops on quit', () => {
    const { listener, sockets } = harness();
    listener.setSession('first');
    listener.setSession('second');
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets[1]?.url).toContain('token=second');
    listener.setSession(null);
    expect(sockets[1]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    listener.setSession('third');
    listener.stop();
    expect(sockets[2]?.closed).toBe(true);
  });

  it('waits for a server that is restarting, then connects to it', () => {
    const { listener, sockets, timers, server } = harness(null);
    listener.setSession('abc');
    expect(sockets).toHaveLength(0);
    server.origin = 'http://127.0.0.1:7421';
    timers[0]?.run();
    expect(sockets[0]?.url).toBe('ws://127.0.0.1:7421/ws/monitoring?token=abc');
  });
});
