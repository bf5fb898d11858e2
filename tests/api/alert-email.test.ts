// Email alerts over SMTP, against real SMTP servers (the smtp-server package) on 127.0.0.1: the
// message arrives with its sender, recipients, subject and text; a server that asks for a login
// gets the saved one, a wrong password is a clear refusal; TLS is really asked for (a self-signed
// certificate is refused, not ignored); what an email channel needs is checked with 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { selfSigned } from '../fixtures/tls-service.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { AlertChannel, AlertSettingsView } from '../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../shared/messages.js';

const closed = await sharedClosedPort();
const login = { user: 'hearth@home.test', pass: 'correct horse battery staple' };
let server: TestServer;
let token: string;
let open: TestSmtp;
let locked: TestSmtp;
let tls: TestSmtp;
let certDir: string;

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'hearth-smtp-'));
  const { key, cert } = selfSigned(certDir, 'smtp');
  [open, locked, tls] = await Promise.all([startSmtp(), startSmtp({ login }), startSmtp({ tls: { secure: true, key, cert } })]);
  server = await startTestServer();
  token = await loginAdmin(server);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([open.close(), locked.close(), tls.close()]);
  rmSync(certDir, { recursive: true, force: true });
});

const email = (port: number, more: Record<string, unknown> = {}) => ({ kind: 'email', name: 'Email', host: '127.0.0.1', port, security: 'none', from: 'hearth@home.test', to: 'me@home.test, partner@home.test', ...more });
const sendTest = (body: Record<string, unknown>) => call<string>(server, 'POST', '/monitoring/alerts/channel/test', { token, body });
const save = (body: Record<string, unknown>) => call<AlertChannel>(server, 'POST', '/monitoring/alerts/channel/save', { token, body });

describe('email over SMTP', () => {
  it('delivers the test alert: sender, recipients, subject and text', async () => {
    const answer = await sendTest(email(open.port));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 200, message: m.testSent });
    expect(open.received).toEqual([
      { mailFrom: 'hearth@home.test', rcptTo: ['me@home.test', 'partner@home.test'], user: null, from: 'hearth@home.test', to: 'me@home.test, partner@home.test', subject: m.alertTestTitle, text: m.alertTestBody },
    ]);
  });

  it('signs in with the user name and password when the server asks, and keeps the password sealed', async () => {
    const saved = await save(email(locked.port, { username: login.user, secret: login.pass }));
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatchObject({ kind: 'email', host: '127.0.0.1', hasSecret: true, from: 'hearth@home.test', smtp: { port: locked.port, security: 'none', username: login.user } });
    // The saved channel as alerts use it: the password left as set.
    const answer = await sendTest({ ...email(locked.port, { username: login.user, secret: secretIsSet }), channelId: saved.body.message._id });
    expect(answer.status).toBe(200);
    expect(locked.logins).toEqual([{ user: login.user, ok: true }]);
    expect(locked.received.at(-1)).toMatchObject({ user: login.user, subject: m.alertTestTitle });
    const view = await call<AlertSettingsView>(server, 'GET', '/monitoring/alerts', { token });
    expect(JSON.stringify(view.body.message)).not.toContain(login.pass);
    const file = Buffer.concat([readFileSync(join(server.dataDir, 'hearth.db')), readFileSync(join(server.dataDir, 'hearth.db-wal'))]);
    expect(file.includes(login.pass)).toBe(false);
  });

  it('says clearly that a wrong password was refused, and sends nothing', async () => {
    const before = locked.received.length;
    const answer = await sendTest(email(locked.port, { username: login.user, secret: 'wrong password' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.emailLoginFailed('535 Invalid username or password'));
    expect(locked.logins.at(-1)).toEqual({ user: login.user, ok: false });
    expect(locked.received.length).toBe(before);
  });

  it('with no user name, a server that wants a login refuses the message, and says so', async () => {
    const answer = await sendTest(email(locked.port));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^The SMTP server refused the message: 530 Error: authentication Required/);
  });

  // smtp-server answers STARTTLS with its bundled certificate, which has expired: the upgrade
  // happened and the certificate was checked.
  it('asks for TLS when told to, and checks the certificate: self-signed or expired is refused', async () => {
    const withTls = await sendTest(email(tls.port, { security: 'tls' }));
    expect(withTls.status).toBe(400);
    expect(withTls.body.message).toBe(m.emailTlsFailed('self-signed certificate'));
    expect(tls.received).toEqual([]);
    const starttls = await sendTest(email(open.port, { security: 'starttls' }));
    expect(starttls.status).toBe(400);
    expect(starttls.body.message).toBe(m.emailTlsFailed('certificate has expired'));
  });

  it('says when the server cannot be reached', async () => {
    const answer = await sendTest(email(closed.port));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^The SMTP server could not be reached: .*ECONNREFUSED/);
  });

  it('refuses, with what to type, an email channel that lacks what it needs', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [email(open.port, { host: '' }), m.smtpHostInvalid],
      [email(open.port, { host: 'mail server' }), m.smtpHostInvalid],
      [email(0), m.smtpPortInvalid],
      [email(70000), m.smtpPortInvalid],
      [email(open.port, { security: 'ssl' }), m.smtpSecurityInvalid],
      [email(open.port, { from: 'hearth' }), m.emailFromInvalid],
      [email(open.port, { to: '' }), m.emailToInvalid],
      [email(open.port, { to: 'me@home.test, not an address' }), m.emailToInvalid],
      [email(open.port, { username: 'me' }), m.channelSecretRequired('password')],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
    }
  });
});
