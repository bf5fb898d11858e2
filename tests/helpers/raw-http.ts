import { connect } from 'node:net';

export interface RawAnswer {
  /** The status line ("HTTP/1.1 400 Bad Request"), or '' when the server closed without one. */
  statusLine: string;
  status: number;
  head: string;
}

/**
 * Sends bytes exactly as given on a fresh TCP connection to 127.0.0.1:port and resolves with the
 * first answer's head as soon as it is complete, or with what arrived when the server closed.
 */
export function rawRequest(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      const statusLine = head.split('\r\n')[0] ?? '';
      socket.destroy();
      resolve({ statusLine, status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), head });
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it refused; that is an answer too.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else reject(error);
    });
    socket.write(bytes);
  });
}

/** An upgrade request for `target` with the headers a WebSocket client sends, minus any in `omit`. */
export function upgradeRequest(target: string, omit: string[] = [], extra: Record<string, string> = {}): string {
  const headers: Record<string, string> = {
    Host: '127.0.0.1',
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    ...extra,
  };
  const lines = Object.entries(headers)
    .filter(([name]) => !omit.includes(name))
    .map(([name, value]) => `${name}: ${value}`);
  return `GET ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
