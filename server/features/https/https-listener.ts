import { createServer, type Server } from 'node:https';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { answerClientError } from '../../http/client-error.js';
import type { Issued } from './certificates.js';

export interface HttpsListener {
  port: number;
  /** Swaps the certificate for new connections; open ones keep theirs. */
  useCertificate(certificate: Issued, caPem: string): void;
  close(): Promise<void>;
}

const closeGraceMs = 5000;

/**
 * Mozilla's "intermediate" server-side TLS profile: TLS 1.3's three suites, and for TLS 1.2 only ECDHE
 * with AES-GCM or ChaCha20-Poly1305 (Node's default list adds CBC with SHA-1, CCM8 and ARIA
 * through "HIGH"). The RSA names stay so a server certificate may change key type. The client
 * picks among them (no honorCipherOrder), as Mozilla's profile says: every suite here is strong,
 * and a phone without AES hardware picks ChaCha20.
 */
export const tlsCiphers = [
  'TLS_AES_128_GCM_SHA256',
  'TLS_AES_256_GCM_SHA384',
  'TLS_CHACHA20_POLY1305_SHA256',
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/** The same app (and ws upgrades) as the http listener, over TLS on its own port. */
export function listenHttps(options: {
  handler: RequestListener;
  onUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  host: string;
  port: number;
  certificate: Issued;
  caPem: string;
}): Promise<HttpsListener> {
  const credentials = (certificate: Issued, caPem: string) => ({ key: certificate.keyPem, cert: `${certificate.certPem.trim()}\n${caPem.trim()}\n`, minVersion: 'TLSv1.2' as const, ciphers: tlsCiphers });
  const server: Server = createServer(credentials(options.certificate, options.caPem), options.handler);
  server.on('upgrade', options.onUpgrade);
  server.on('clientError', answerClientError);
  // A phone that does not trust the CA yet drops the handshake: that is no server error.
  server.on('tlsClientError', (_error, socket) => socket.destroy());
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        useCertificate: (certificate, caPem) => server.setSecureContext(credentials(certificate, caPem)),
        close: () =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => sockets.forEach((socket) => socket.destroy()), closeGraceMs);
            timer.unref();
            server.close(() => {
              clearTimeout(timer);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
