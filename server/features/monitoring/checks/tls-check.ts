import tls from 'node:tls';
import { monitorMessages as m } from '../../../../shared/messages.js';
import type { CheckResult } from '../link-check.js';
import { describeFailure, type SeenCertificate } from '../outbound.js';
import { failed, openWithin, type SocketCheck } from './tcp-check.js';

const dayMs = 86_400_000;

/**
 * Reads the certificate a TLS server presents and says how long it has left: down when it has
 * expired or ends within `warnDays`. It is read, not verified: a home lab's self-signed or private
 * CA certificate expires too, and whether it is trusted is the HTTP check's business.
 */
export async function checkTls(check: SocketCheck & { warnDays: number; now: number }): Promise<CheckResult> {
  try {
    const servername = /^[\d.]+$|:/.test(check.host) ? undefined : check.host;
    const { socket, latencyMs } = await openWithin(check, (lookup) => tls.connect({ host: check.host, port: check.port, lookup, rejectUnauthorized: false, ...(servername ? { servername } : {}) }), 'secureConnect');
    const cert = socket.getPeerCertificate();
    const authorized = socket.authorized;
    socket.destroy();
    if (!cert || !cert.valid_to) return failed(m.tlsNoCertificate);
    const validToMs = Date.parse(cert.valid_to);
    const certificate: SeenCertificate = { fingerprint256: cert.fingerprint256, subject: String(cert.subject?.CN ?? ''), issuer: String(cert.issuer?.CN ?? ''), validTo: cert.valid_to, validToMs, authorized };
    if (!(validToMs > check.now)) return { ok: false, latencyMs, status: 0, message: m.tlsExpired(cert.valid_to), certificate };
    const days = Math.floor((validToMs - check.now) / dayMs);
    const ok = days >= check.warnDays;
    return { ok, latencyMs, status: 0, message: ok ? m.tlsDaysLeft(days) : m.tlsTooSoon(days, check.warnDays), certificate };
  } catch (error) {
    return failed(describeFailure(error, check.timeoutMs, check.reach).message);
  }
}
