// Issue 45 item 4: a second factor on Hearth's own sign-in. TOTP (sealed seed, replay refused),
// single-use recovery codes, passkeys, the pending token between the two steps, the sign-in
// limiter on the second step, the admin reset, and no seed or code in any answer or log line.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callFrom, createUser, loginAdmin, md5, startTestServer, type ApiAnswer, type TestServer } from '../helpers/server.js';
import { count } from '../helpers/snippets.js';
import { messages } from '../../shared/messages.js';
import type { FactorsView, RecoveryCodes, SecondFactorNeeded, TotpEnrolment } from '../../shared/contracts/second-factor.js';

let server: TestServer;
let now = Date.UTC(2026, 10, 28, 12, 0, 0);
let admin: string;
/** Every answer read after a seed or codes were handed out, searched for them at the end. */
const answers: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  admin = await loginAdmin(server);
});
afterAll(() => server.stop());

async function api<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const res = await call<T>(server, method, path, options);
  answers.push(JSON.stringify(res.body));
  return res;
}

const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

async function passwordStep(username: string, password = 'password-123'): Promise<ApiAnswer<SecondFactorNeeded & { token?: string }>> {
  return api<SecondFactorNeeded & { token?: string }>('POST', '/login', { body: { username, password: md5(password) } });
}

async function pendingFor(username: string): Promise<string> {
  const res = await passwordStep(username);
  expect(res.status).toBe(200);
  expect(res.body.message.token).toBeUndefined();
  return res.body.message.secondFactor.pendingToken;
}

/** A user with the authenticator app on: its seed and recovery codes. */
async function enrolled(username: string): Promise<{ token: string; secret: string; codes: string[] }> {
  const token = await createUser(server, username);
  const start = await call<TotpEnrolment>(server, 'POST', '/account/factors/totp/start', { token });
  expect(start.status).toBe(200);
  const { secret } = start.body.message;
  const confirm = await call<RecoveryCodes>(server, 'POST', '/account/factors/totp/confirm', { token, body: { code: codeAt(secret, now) } });
  expect(confirm.status).toBe(200);
  secrets.push(secret, ...confirm.body.message.recoveryCodes);
  // Later sign-ins use codes of later periods: the enrolment's own code is spent.
  now += 30_000;
  return { token, secret, codes: confirm.body.message.recoveryCodes };
}

describe('enrolling the authenticator app', () => {
  it('hands out the seed once, turns on with a right code and gives 10 recovery codes', async () => {
    const token = await createUser(server, 'alice');
    const start = await call<TotpEnrolment>(server, 'POST', '/account/factors/totp/start', { token });
    expect(start.status).toBe(200);
    const { secret, uri } = start.body.message;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Hearth');
    secrets.push(secret);

    const before = await api<FactorsView>('GET', '/account/factors', { token });
    expect(before.body.message).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
    // Until confirmed, the password alone still signs in.
    expect((await passwordStep('alice')).body.message.token).toEqual(expect.any(String));

    const wrong = await api('POST', '/account/factors/totp/confirm', { token, body: { code: codeAt(secret, now + 10 * 60_000) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.secondFactorCodeWrong);
    const badFormat = await api('POST', '/account/factors/totp/confirm', { token, body: { code: '12ab' } });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe(messages.totpEnrolCodeFormat);

    const confirm = await api<RecoveryCodes>('POST', '/account/factors/totp/confirm', { token, body: { code: codeAt(secret, now) } });
    expect(confirm.status).toBe(200);
    const codes = confirm.body.message.recoveryCodes;
    secrets.push(...codes);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await api<FactorsView>('GET', '/account/factors', { token });
    expect(after.body.message).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10 });
    const again = await api('POST', '/account/factors/totp/start', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.totpAlreadyOn);
  });

  it('keeps the seed sealed and only digests of the recovery codes', async () => {
    const { secret, codes } = await enrolled('sealcheck');
    const plain = (value: string) => count(server.dataDir, 'SELECT COUNT(*) AS n FROM user_totp WHERE secret_sealed LIKE ?', `%${value}%`);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM user_totp')).toBeGreaterThan(0);
    expect(plain(secret)).toBe(0);
    for (const code of codes) {
      expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM recovery_codes WHERE code_digest LIKE ?', `%${code.replace('-', '')}%`)).toBe(0);
    }
  });
});

describe('signing in with a second factor', () => {
  it('answers a pending token, not a session, and the second step takes a code once', async () => {
    const { secret } = await enrolled('bob');
    const first = await passwordStep('bob');
    expect(first.status).toBe(200);
    expect(first.body.message.secondFactor.pendingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.message).toEqual({ secondFactor: { pendingToken: first.body.message.secondFactor.pendingToken, methods: ['totp', 'recovery'], expiresInSeconds: 300 } });
    // The pending token is no session.
    expect((await api('GET', '/session', { token: first.body.message.secondFactor.pendingToken })).status).toBe(401);

    const pendingToken = first.body.message.secondFactor.pendingToken;
    const wrong = await api('POST', '/login/second-factor', { body: { pendingToken, code: codeAt(secret, now + 5 * 60_000) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.secondFactorCodeWrong);
    const right = await api<{ token: string }>('POST', '/login/second-factor', { body: { pendingToken, code: codeAt(secret, now) } });
    expect(right.status).toBe(200);
    expect((await api('GET', '/session', { token: right.body.message.token })).status).toBe(200);

    const reused = await api('POST', '/login/second-factor', { body: { pendingToken, code: codeAt(secret, now + 30_000) } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(messages.secondFactorPendingInvalid);
  });

  it('refuses a code replayed within its window, and takes the next period\'s', async () => {
    const { secret } = await enrolled('replay');
    const code = codeAt(secret, now);
    expect((await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('replay'), code } })).status).toBe(200);
    const replayed = await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('replay'), code } });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(messages.secondFactorCodeWrong);
    // The previous period's code is inside the drift window, yet older than the used one.
    const older = await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('replay'), code: codeAt(secret, now - 30_000) } });
    expect(older.status).toBe(400);
    now += 30_000;
    expect((await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('replay'), code: codeAt(secret, now) } })).status).toBe(200);
  });

  it('takes each recovery code once, written any case and with or without its dash', async () => {
    const { token, codes } = await enrolled('carol');
    const [code = ''] = codes;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('carol'), code: typed } })).status).toBe(200);
    const again = await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('carol'), code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.secondFactorCodeWrong);
    expect((await api<FactorsView>('GET', '/account/factors', { token })).body.message.recoveryCodesLeft).toBe(9);
  });

  it('ends a pending token after 5 minutes and after 5 wrong codes', async () => {
    const { secret } = await enrolled('dave');
    const late = await pendingFor('dave');
    now += 5 * 60_000 + 1000;
    const expired = await api('POST', '/login/second-factor', { body: { pendingToken: late, code: codeAt(secret, now) } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(messages.secondFactorPendingInvalid);

    const guessed = await pendingFor('dave');
    for (let i = 0; i < 5; i += 1) expect((await api('POST', '/login/second-factor', { body: { pendingToken: guessed, code: '000000' } })).status).toBe(400);
    const afterGuesses = await api('POST', '/login/second-factor', { body: { pendingToken: guessed, code: codeAt(secret, now) } });
    expect(afterGuesses.body.message).toBe(messages.secondFactorPendingInvalid);
  });

  it('answers 400 with a message for a missing code, a missing token or a malformed passkey', async () => {
    const cases: [unknown, string][] = [
      [{}, messages.secondFactorCodeMissing],
      [{ pendingToken: 'x' }, messages.secondFactorCodeMissing],
      [{ pendingToken: 'x', code: '' }, messages.secondFactorCodeMissing],
      [{ pendingToken: 'not-a-token', code: '123456' }, messages.secondFactorPendingInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/login/second-factor', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const noChallenge = await callFrom(server, '127.0.0.1', 'POST', '/login/passkey', { headers: { host: `localhost:${server.port}` }, body: { challengeId: 'none', passkey: { id: 'a', rawId: 'a', type: 'public-key', response: {} } } });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.body.message).toBe(messages.passkeyChallengeExpired);
  });
});

describe('the sign-in limiter covers the second step', () => {
  it('answers 429 once an account and address have used their attempts on wrong codes', async () => {
    const limited = await startTestServer({ loginLimits: { perAccountAndAddress: 3 } });
    try {
      await createUser(limited, 'erin');
      const token = (await call<{ token: string }>(limited, 'POST', '/login', { body: { username: 'erin', password: md5('password-123') } })).body.message.token;
      const start = await call<TotpEnrolment>(limited, 'POST', '/account/factors/totp/start', { token });
      const secret = start.body.message.secret;
      expect((await call(limited, 'POST', '/account/factors/totp/confirm', { token, body: { code: codeAt(secret, Date.now()) } })).status).toBe(200);
      const pending = await call<SecondFactorNeeded>(limited, 'POST', '/login', { body: { username: 'erin', password: md5('password-123') } });
      const pendingToken = pending.body.message.secondFactor.pendingToken;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await call(limited, 'POST', '/login/second-factor', { body: { pendingToken, code: '000000' } })).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      // The password step of the same account from the same address is held back too.
      expect((await call(limited, 'POST', '/login', { body: { username: 'erin', password: md5('password-123') } })).status).toBe(429);
      // Another address is not.
      expect((await callFrom(limited, '127.0.0.7', 'POST', '/login', { body: { username: 'erin', password: md5('password-123') } })).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('removing and renewing', () => {
  it('needs the password or a current code, and with the last factor the recovery codes go', async () => {
    const { token, secret } = await enrolled('frank');
    const none = await api('POST', '/account/factors/totp/remove', { token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(messages.secondFactorProofMissing);
    const wrong = await api('POST', '/account/factors/totp/remove', { token, body: { password: md5('not it') } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.secondFactorProofWrong);
    expect((await api<FactorsView>('GET', '/account/factors', { token })).body.message.totp).toBe(true);

    const renewed = await api<RecoveryCodes>('POST', '/account/factors/recovery-codes', { token, body: { code: codeAt(secret, now) } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.message.recoveryCodes).toHaveLength(10);
    secrets.push(...renewed.body.message.recoveryCodes);

    const removed = await api('POST', '/account/factors/totp/remove', { token, body: { password: md5('password-123') } });
    expect(removed.status).toBe(200);
    expect((await api<FactorsView>('GET', '/account/factors', { token })).body.message).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
    expect((await passwordStep('frank')).body.message.token).toEqual(expect.any(String));
    expect((await api('POST', '/account/factors/totp/remove', { token, body: { password: md5('password-123') } })).status).toBe(404);
    const noFactor = await api('POST', '/account/factors/recovery-codes', { token, body: { password: md5('password-123') } });
    expect(noFactor.status).toBe(400);
    expect(noFactor.body.message).toBe(messages.recoveryCodesNeedFactor);
  });

  it('makes the old recovery codes worthless when new ones are made', async () => {
    const { token, codes } = await enrolled('gina');
    const renewed = await api<RecoveryCodes>('POST', '/account/factors/recovery-codes', { token, body: { password: md5('password-123') } });
    secrets.push(...renewed.body.message.recoveryCodes);
    const old = await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('gina'), code: codes[0] } });
    expect(old.status).toBe(400);
    expect((await api('POST', '/login/second-factor', { body: { pendingToken: await pendingFor('gina'), code: renewed.body.message.recoveryCodes[0] } })).status).toBe(200);
  });
});

/** A passkey row written straight into SQLite, for the routes that only look it up. */
function plantPasskey(userId: string, id: string): void {
  const db = new Database(join(server.dataDir, 'hearth.db'));
  try {
    db.prepare("INSERT INTO passkeys (id, user_id, name, credential_id, public_key, rp_id, created_at) VALUES (?, ?, 'Planted', ?, 'AAAA', 'localhost', '2026-11-28T12:00:00Z')").run(id, userId, `cred-${id}`);
  } finally {
    db.close();
  }
}

const userId = (username: string) => new Database(join(server.dataDir, 'hearth.db'), { readonly: true }).prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as string;

describe('no way in is lost by accident', () => {
  it('keeps the recovery codes while any factor is on, and drops them with the last one', async () => {
    const { token } = await enrolled('nora');
    plantPasskey(userId('nora'), 'norakey00000000a');
    expect((await api('POST', '/account/factors/totp/remove', { token, body: { password: md5('password-123') } })).status).toBe(200);
    // The passkey is still on: the codes stay, ready for when it is lost.
    expect((await api<FactorsView>('GET', '/account/factors', { token })).body.message).toMatchObject({ totp: false, recoveryCodesLeft: 10 });
    expect((await passwordStep('nora')).body.message.secondFactor.methods).toEqual(['passkey', 'recovery']);
    expect((await api('POST', '/account/passkeys/norakey00000000a/remove', { token, body: { password: md5('password-123') } })).status).toBe(200);
    expect((await api<FactorsView>('GET', '/account/factors', { token })).body.message).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
  });
});

describe('passkeys over the API', () => {
  it('refuses an IP address as the host, naming what works', async () => {
    const token = await createUser(server, 'henry');
    const res = await api('POST', '/account/passkeys/options', { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.passkeyNeedsName(new URL(server.url).host));
    expect((await api('POST', '/login/passkey/options')).status).toBe(400);
  });

  it('gives options at localhost, and refuses an answer that is not a passkey\'s', async () => {
    const token = await createUser(server, 'ivy');
    const host = { host: `localhost:${server.port}` };
    const options = await callFrom<{ challenge: string; rp: { id: string }; authenticatorSelection: { residentKey: string } }>(server, '127.0.0.1', 'POST', '/account/passkeys/options', { token, headers: host });
    expect(options.status).toBe(200);
    expect(options.body.message.rp.id).toBe('localhost');
    expect(options.body.message.authenticatorSelection.residentKey).toBe('required');
    const bogus = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' } };
    const rejected = await callFrom(server, '127.0.0.1', 'POST', '/account/passkeys', { token, headers: host, body: { name: 'Laptop', passkey: bogus } });
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toBe(messages.passkeyRejected);
    // The challenge was taken by the refused answer.
    const stale = await callFrom(server, '127.0.0.1', 'POST', '/account/passkeys', { token, headers: host, body: { name: 'Laptop', passkey: bogus } });
    expect(stale.body.message).toBe(messages.passkeyChallengeExpired);
    const noName = await callFrom(server, '127.0.0.1', 'POST', '/account/passkeys', { token, headers: host, body: { name: ' ', passkey: bogus } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(messages.passkeyNameRequired);

    const login = await callFrom<{ challengeId: string }>(server, '127.0.0.1', 'POST', '/login/passkey/options', { headers: host });
    expect(login.status).toBe(200);
    const unknown = await callFrom(server, '127.0.0.1', 'POST', '/login/passkey', { headers: host, body: { challengeId: login.body.message.challengeId, passkey: { id: 'nobody', rawId: 'nobody', type: 'public-key', response: {} } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messages.passkeyUnknown);
  });

  it("answers 404 for another user's passkey and leaves it in place", async () => {
    await createUser(server, 'jack');
    const other = await createUser(server, 'kate');
    plantPasskey(userId('jack'), 'jackkey00000000a');
    const res = await api('POST', '/account/passkeys/jackkey00000000a/remove', { token: other, body: { password: md5('password-123') } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.passkeyNotFound);
    expect(count(server.dataDir, "SELECT COUNT(*) AS n FROM passkeys WHERE id = 'jackkey00000000a'")).toBe(1);
    // A passkey is a factor: jack's password now asks for the second step, offering it.
    expect((await passwordStep('jack')).body.message.secondFactor.methods).toEqual(['passkey', 'recovery']);
  });
});

describe('who may call what', () => {
  const accountRoutes: [string, string][] = [
    ['GET', '/account/factors'],
    ['POST', '/account/factors/totp/start'],
    ['POST', '/account/factors/totp/confirm'],
    ['POST', '/account/factors/totp/remove'],
    ['POST', '/account/factors/recovery-codes'],
    ['POST', '/account/passkeys/options'],
    ['POST', '/account/passkeys'],
    ['POST', '/account/passkeys/x/remove'],
    ['POST', '/accounts/factors/reset/x'],
  ];

  it('answers 401 without a session on every account route', async () => {
    for (const [method, path] of accountRoutes) expect((await api(method, path, method === 'GET' ? {} : { body: {} })).status, path).toBe(401);
  });

  it('answers 400 with a message for a bad body', async () => {
    const token = await createUser(server, 'lena');
    const cases: [string, unknown, string][] = [
      ['/account/factors/totp/confirm', {}, messages.secondFactorCodeMissing],
      ['/account/factors/totp/confirm', { code: 123456 }, messages.secondFactorCodeMissing],
      ['/account/factors/totp/confirm', { code: '123456' }, messages.totpEnrolNotStarted],
      ['/account/factors/recovery-codes', { password: 'plain text' }, messages.secondFactorProofMissing],
      ['/account/passkeys', { name: 'x' }, messages.passkeyAnswerInvalid],
    ];
    for (const [path, body, message] of cases) {
      const res = await api('POST', path, { token, body });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
    }
  });

  it('lets only a super admin reset factors, never their own, and 404 for nobody', async () => {
    const { token } = await enrolled('mona');
    const monaId = userId('mona');
    expect((await api('POST', `/accounts/factors/reset/${monaId}`, { token })).status).toBe(403);
    const self = await api('POST', `/accounts/factors/reset/${userId('admin')}`, { token: admin });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(messages.factorsResetSelf);
    expect((await api('POST', '/accounts/factors/reset/nobody-at-all', { token: admin })).status).toBe(404);

    const reset = await api('POST', `/accounts/factors/reset/${monaId}`, { token: admin });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(messages.factorsReset('mona'));
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ?', monaId)).toBe(0);
    expect((await passwordStep('mona')).body.message.token).toEqual(expect.any(String));
  });

  it('refuses API keys on the account routes', async () => {
    const key = await call<{ key: string }>(server, 'POST', '/account/keys', { token: admin, body: { name: 'k', scope: 'write', expiresInDays: 1 } });
    const res = await api('GET', '/account/factors', { token: key.body.message.key });
    expect(res.status).toBe(403);
  });
});

describe('secrets stay secret', () => {
  it('puts no seed or recovery code in any later answer or in any log line', () => {
    expect(secrets.length).toBeGreaterThan(30);
    const handedOut = new Set<string>();
    for (const secret of secrets) {
      // The one answer that handed it out is allowed to hold it; every other must not.
      const holding = answers.filter((answer) => answer.includes(secret));
      expect(holding.length, secret).toBeLessThanOrEqual(1);
      if (holding[0]) handedOut.add(holding[0]);
      for (const line of server.logs) expect(line).not.toContain(secret);
    }
    for (const answer of handedOut) expect(answer).toMatch(/recoveryCodes|otpauth/);
  });
});
