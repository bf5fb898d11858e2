import type { Duplex } from 'node:stream';

const reasons: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** The status Node's own handler would answer for a parser error (see node:_http_server). */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The HTTP server's `clientError` handler: a request Node cannot parse (bad request line, target
 * or header) gets a short error answer and the socket is closed. It runs outside Express, so it
 * must never throw; a socket that is already gone is just destroyed.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  try {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusFor(err.code);
    socket.end(`HTTP/1.1 ${status} ${reasons[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  } catch {
    socket.destroy();
  }
}
