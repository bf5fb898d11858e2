import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { listOf } from '../../../../shared/contracts/alert-channels.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { isLoopbackAddress, isLoopbackName, type ReachPolicy } from '../../../net/reach.js';
import type { AlertContent, ChannelTarget } from './webhook-bodies.js';

export type EmailDelivery = { ok: true } | { ok: false; message: string };

/** The SMTP address an email channel keeps as its target: smtp://host:port. */
export const smtpUrl = (host: string, port: number): string => `smtp://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;

/**
 * The address to connect to, by the reach rule: the name is resolved here and the connection made
 * to that address (with the name kept for the certificate), so a name cannot point elsewhere
 * between the check and the call.
 */
async function resolveHost(host: string, reach: ReachPolicy): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const refuse = () => Promise.reject(new Error('this address is on the computer Hearth runs on, which your account may not reach'));
  if (isIP(bare)) return !reach.loopback && isLoopbackAddress(bare) ? refuse() : bare;
  if (!reach.loopback && isLoopbackName(bare)) return refuse();
  const addresses = await lookup(bare, { all: true });
  if (!reach.loopback && addresses.some((entry) => isLoopbackAddress(entry.address))) return refuse();
  const first = addresses[0];
  if (!first) throw new Error(`${bare} has no address`);
  return first.address;
}

/** What nodemailer's error says, with the server's own reply when there is one. */
function describe(error: unknown): { code: string; detail: string } {
  const record = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : '';
  const response = typeof record.response === 'string' ? record.response : '';
  const message = error instanceof Error ? error.message : String(error);
  // Node's advice on its own flags means nothing to a person reading the channel's error.
  const detail = (response || message).replace(/; if the root CA is installed locally.*$/, '');
  return { code, detail: detail.replace(/\s+/g, ' ').trim().slice(0, 300) };
}

/** Sends one alert as a plain-text email; the answer says what went wrong in words a person can act on. */
export async function sendEmail(target: ChannelTarget, content: AlertContent, reach: ReachPolicy, timeoutMs: number): Promise<EmailDelivery> {
  const url = URL.parse(target.url);
  if (!url || url.protocol !== 'smtp:') return { ok: false, message: m.emailUnreachable('the saved server address is not valid; save the channel again') };
  const host = url.hostname;
  const { port, security, username, from, to } = target.options;
  let address: string;
  try {
    address = await resolveHost(host, reach);
  } catch (error) {
    return { ok: false, message: m.emailUnreachable(describe(error).detail) };
  }
  const bare = host.replace(/^\[|\]$/g, '');
  // Loaded with the first email: nodemailer is the largest library the server carries (issue 37).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: address,
    port: Number(url.port) || port,
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(username ? { auth: { user: username, pass: target.secret } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: isIP(bare) ? {} : { servername: bare },
  });
  try {
    const text = content.click ? `${content.body}\n\n${content.click}` : content.body;
    await transport.sendMail({ from, to: listOf(to), subject: content.title, text });
    return { ok: true };
  } catch (error) {
    const { code, detail } = describe(error);
    if (code === 'EAUTH') return { ok: false, message: m.emailLoginFailed(detail) };
    if (code === 'EENVELOPE' || code === 'EMESSAGE') return { ok: false, message: m.emailRefused(detail) };
    if (code === 'ETLS' || /certificate|TLS|SSL/i.test(detail)) return { ok: false, message: m.emailTlsFailed(detail) };
    return { ok: false, message: m.emailUnreachable(detail) };
  } finally {
    transport.close();
  }
}
