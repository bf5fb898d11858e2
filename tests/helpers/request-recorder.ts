import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as it arrived: everything a secret could ride in, Basic credentials decoded. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** "user:password" of a Basic Authorization header, else ''. */
  basic: string;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export interface RequestRecorder {
  url: string;
  requests: RecordedRequest[];
  /** Whether any request so far carried `secret` anywhere (path, query, headers, body, Basic credentials). */
  carried(secret: string): boolean;
  close(): Promise<void>;
}

/**
 * A service on 127.0.0.1 that records every request and answers `answer` (200 `{}` unless
 * given). A test that says a secret did not reach it checks `requests` first: it did get a
 * request, and that request carried no secret.
 */
export async function startRecorder(answer: (req: RecordedRequest) => { status: number; json: unknown } = () => ({ status: 200, json: {} })): Promise<RequestRecorder> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const basic = /^Basic (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
      const recorded: RecordedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: { ...req.headers }, body: Buffer.concat(chunks).toString('utf8'), basic: basic ? Buffer.from(basic, 'base64').toString('utf8') : '' };
      requests.push(recorded);
      const { status, json } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    carried: (secret) => requests.some((r) => [r.url, decoded(r.url), JSON.stringify(r.headers), r.body, r.basic].some((text) => text.includes(secret))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
