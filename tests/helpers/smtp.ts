import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as the SMTP server received it: the envelope, the main headers and the plain-text body. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  user: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Every AUTH attempt, with whether it was accepted. */
  logins: { user: string; ok: boolean }[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (=XX and soft line breaks), which nodemailer uses for long or non-ASCII lines. */
function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseMail(raw: string): Pick<ReceivedMail, 'from' | 'to' | 'subject' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? quotedPrintable(body) : body;
  return { from: header('From'), to: header('To'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, port 0. With `login`, it asks for
 * AUTH and accepts only that user and password; without, it takes mail from anyone. TLS options
 * (`secure`, `key`, `cert`) pass through.
 */
export async function startSmtp(options: { login?: { user: string; pass: string }; tls?: Pick<SMTPServerOptions, 'secure' | 'key' | 'cert' | 'hideSTARTTLS'> } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const logins: TestSmtp['logins'] = [];
  const server = new SMTPServer({
    authOptional: !options.login,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    disabledCommands: options.login ? [] : ['AUTH'],
    logger: false,
    ...options.tls,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.login?.user && auth.password === options.login?.pass;
      logins.push({ user: auth.username ?? '', ok });
      if (!ok) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          rcptTo: envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
