import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { base32, enableAuthenticator, referenceCode } from '../helpers/totp.js';
import { messages } from '../../shared/messages.js';
import type { TotpDetails, TotpEntry } from '../../shared/contracts/totp.js';

// RFC 6238 appendix B: its three keys (ASCII digits) and the 8-digit codes at its listed times.
const rfcKeys = {
  SHA1: Buffer.from('12345678901234567890'),
  SHA256: Buffer.from('12345678901234567890123456789012'),
  SHA512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const rfcVectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

const icon = { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' };
let now = Date.UTC(2026, 10, 23, 12, 0, 10);
let server: TestServer;
let token: string;
/** Every answer body and error a test saw, to prove no secret ever left the server. */
const seen: string[] = [];
/** Every secret a test sent (plain base32 or inside an otpauth URL), refused ones included. */
const secretsSent = new Set<string>();
/** The log lines of every server the suite started. */
const logs: string[][] = [];

function noteSecrets(body: unknown): void {
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'secret' && typeof field === 'string') {
        const inUrl = /[?&]secret=([^&]+)/.exec(field)?.[1];
        const text = decodeURIComponent(inUrl ?? field).replace(/\s+/g, '');
        if (text.length >= 16) secretsSent.add(text.toUpperCase());
      } else walk(field);
    }
  };
  walk(body);
}

/** The suite's one way to call the server: it notes what it sent and what came back. */
async function record<T>(target: TestServer, method: string, path: string, options: { token?: string; body?: unknown }) {
  noteSecrets(options.body);
  const res = await call<T>(target, method, path, options);
  seen.push(JSON.stringify(res.body));
  return res;
}

async function api<T = unknown>(method: string, path: string, body?: unknown, as = token) {
  return record<T>(server, method, path, { token: as, body });
}

/** The forms a leaked secret could take: as sent, lower case, and its key bytes in hex and base64. */
function leakForms(secret: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/=+$/, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) return [secret, secret.toLowerCase()];
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const key = Buffer.from(bytes);
  return [secret, secret.toLowerCase(), key.toString('hex'), key.toString('base64').replace(/=+$/, '')];
}

// After every test of the suite: no secret sent, in any form, in any answer, error or log line.
afterAll(() => {
  const everything = [...seen, ...logs.flat()].join('\n');
  const lower = everything.toLowerCase();
  expect(secretsSent.size).toBeGreaterThan(20);
  for (const secret of secretsSent) {
    for (const form of leakForms(secret)) expect(lower.includes(form.toLowerCase()), `a form of ${secret.slice(0, 4)}… appeared`).toBe(false);
  }
});

async function list(as = token): Promise<TotpEntry[]> {
  const res = await api<{ items: TotpEntry[] }>('GET', '/totp/list', undefined, as);
  expect(res.status).toBe(200);
  return res.body.message.items;
}

async function add(secret: string, serviceName = 'Service', accountName = 'me@example.com', as = token) {
  return api<string>('POST', '/totp/save', { serviceIcon: icon, serviceName, accountName, secret }, as);
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  logs.push(server.logs);
  token = await loginAdmin(server);
  await enableAuthenticator(server, token);
});
afterAll(() => server.stop());

beforeEach(async () => {
  for (const entry of await list()) await api('GET', `/totp/delete/${entry._id}`);
});

describe('authenticator calls', () => {
  it('answer 400 while the feature is off (never 403, a sign-out to the original client), and the dashboard lists nothing', async () => {
    await add('JBSWY3DPEHPK3PXPJBSWY3DP');
    await enableAuthenticator(server, token, false);
    try {
      for (const [method, path] of [['GET', '/totp/list'], ['POST', '/totp/save'], ['GET', '/totp/delete/x']]) {
        const res = await api(method!, path!, method === 'POST' ? {} : undefined);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(messages.totpFeatureOff);
      }
      const dash = await api<{ authenticators: unknown[] }>('GET', '/dashboard');
      expect(dash.body.message.authenticators).toEqual([]);
    } finally {
      await enableAuthenticator(server, token, true);
    }
    expect(await list()).toHaveLength(1);
  });
});

describe('codes', () => {
  it("match RFC 6238's vectors for SHA1, SHA256 and SHA512 at every listed time", async () => {
    for (const algorithm of ['SHA1', 'SHA256', 'SHA512'] as const) {
      const uri = `otpauth://totp/RFC:${algorithm}?secret=${base32(rfcKeys[algorithm])}&algorithm=${algorithm}&digits=8&period=30`;
      expect((await add(uri, `RFC ${algorithm}`)).status).toBe(200);
    }
    for (const [seconds, sha1, sha256, sha512] of rfcVectors) {
      now = seconds * 1000;
      const entries = await list();
      expect(entries.map((e) => e.code)).toEqual([sha1, sha256, sha512]);
      for (const entry of entries) expect(entry.secondsLeft).toBe(30 - (seconds % 30));
    }
  });

  it('make 8-digit and 60 s codes, the next code, and the seconds left', async () => {
    const key = randomBytes(20);
    await add(`otpauth://totp/Lab:ops?secret=${base32(key)}&digits=8&period=60&issuer=Lab`);
    now = Date.UTC(2026, 10, 23, 12, 0, 45);
    const [entry] = await list();
    const seconds = now / 1000;
    expect(entry).toMatchObject({ digits: 8, period: 60, secondsLeft: 15, code: referenceCode(key, seconds, { digits: 8, period: 60 }), nextCode: referenceCode(key, seconds + 60, { digits: 8, period: 60 }) });
  });

  it('read a plain secret in lower case with spaces as the same secret', async () => {
    const key = randomBytes(20);
    const spaced = base32(key).toLowerCase().replace(/(.{4})/g, '$1 ');
    expect((await add(spaced)).status).toBe(200);
    const [entry] = await list();
    expect(entry!.code).toBe(referenceCode(key, Math.floor(now / 1000)));
    expect(entry).toMatchObject({ digits: 6, period: 30, algorithm: 'SHA1' });
  });

  it('are in the dashboard answer in the same shape', async () => {
    await add(base32(randomBytes(20)), 'Mail');
    const dash = await api<{ authenticators: TotpEntry[] }>('GET', '/dashboard');
    expect(dash.body.message.authenticators).toEqual(await list());
  });
});

describe('POST /totp/save', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['no secret', { secret: '' }, messages.totpSecretRequired],
    ['a secret that is not base32', { secret: 'not-a-secret-1890!' }, messages.totpSecretInvalid],
    ['a base32 secret that is too short', { secret: 'JBSWY3DP' }, messages.totpSecretInvalid],
    ['an otpauth URL without a usable secret', { secret: 'otpauth://totp/x?secret=%21%21' }, messages.totpUrlInvalid],
    ['an otpauth URL with 9 digits', { secret: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&digits=9' }, messages.totpUrlInvalid],
    ['an otpauth URL with MD5', { secret: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&algorithm=MD5' }, messages.totpUrlInvalid],
    ['another scheme', { secret: 'https://example.com/?secret=JBSWY3DPEHPK3PXP' }, messages.totpUrlInvalid],
    ['an HOTP URL', { secret: 'otpauth://hotp/x?secret=JBSWY3DPEHPK3PXP&counter=1' }, messages.totpHotpRefused],
    ['a Google export', { secret: 'otpauth-migration://offline?data=CgA%3D' }, messages.totpMigrationUseImport],
    ['no icon', { serviceIcon: null }, messages.totpIconRequired],
    ['an icon that is not an icon', { serviceIcon: 'x' }, messages.totpIconRequired],
    ['no service name', { serviceName: '  ' }, messages.totpServiceRequired],
    ['no account name', { accountName: undefined }, messages.totpAccountRequired],
  ];

  it.each(bad)('refuses %s with its message and stores nothing', async (_name, change, message) => {
    await add(base32(randomBytes(20)));
    const res = await api('POST', '/totp/save', { serviceIcon: icon, serviceName: 'S', accountName: 'a', secret: base32(randomBytes(20)), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await list()).toHaveLength(1);
  });

  it('refuses a secret the user already has, however it is written (409)', async () => {
    const secret = base32(randomBytes(20));
    expect((await add(secret)).body.message).toBe(messages.totpAdded);
    for (const again of [secret, secret.toLowerCase(), `otpauth://totp/Other:x?secret=${secret}&issuer=Other`]) {
      const res = await add(again, 'Other');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(messages.totpDuplicate);
    }
    expect(await list()).toHaveLength(1);
  });

  it('changes icon, name and account, never the secret', async () => {
    const key = randomBytes(20);
    await add(base32(key), 'Old', 'old@example.com');
    const [entry] = await list();
    const res = await api<string>('POST', '/totp/save', { authId: entry!._id, serviceIcon: { ...icon, iconUrl: 'link' }, serviceName: 'New', accountName: 'new@example.com', secret: base32(randomBytes(20)) });
    expect(res.body.message).toBe(messages.totpUpdated);
    const [after] = await list();
    expect(after).toMatchObject({ _id: entry!._id, serviceName: 'New', accountName: 'new@example.com', serviceIcon: { ...icon, iconUrl: 'link' }, code: referenceCode(key, Math.floor(now / 1000)) });
  });

  it('shows the details with the secret masked', async () => {
    await add(base32(randomBytes(20)), 'Git', 'dev');
    const [entry] = await list();
    const res = await api<TotpDetails>('GET', `/totp/${entry!._id}`);
    expect(res.body.message).toMatchObject({ _id: entry!._id, serviceName: 'Git', accountName: 'dev', secretKey: '*'.repeat(24) });
  });
});

describe('order and removal', () => {
  it('reorders by the ids given, passing over ids that are not the user', async () => {
    for (const name of ['A', 'B', 'C']) await add(base32(randomBytes(20)), name);
    const ids = (await list()).map((e) => e._id);
    const res = await api('POST', '/totp/reorder', { items: [ids[2], 'not-mine', ids[0], ids[1]] });
    expect(res.body.message).toBe(messages.totpReordered);
    expect((await list()).map((e) => e.serviceName)).toEqual(['C', 'A', 'B']);
    const bad = await api('POST', '/totp/reorder', { items: 'C,A,B' });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.totpItemsInvalid } });
  });

  it('deletes an entry once; a second delete is 404', async () => {
    await add(base32(randomBytes(20)));
    const [entry] = await list();
    expect((await api('GET', `/totp/delete/${entry!._id}`)).body.message).toBe(messages.totpDeleted);
    expect((await api('GET', `/totp/delete/${entry!._id}`)).status).toBe(404);
  });
});

describe('another user', () => {
  it("sees none of the entries and gets 404 for each id, exactly like a missing one", async () => {
    await add(base32(randomBytes(20)), 'Mine');
    const [mine] = await list();
    const other = await createUser(server, `other${Date.now()}`);
    await enableAuthenticator(server, other);
    expect(await list(other)).toEqual([]);
    for (const [method, path, body] of [['GET', `/totp/${mine!._id}`], ['GET', `/totp/delete/${mine!._id}`], ['POST', '/totp/save', { authId: mine!._id, serviceIcon: icon, serviceName: 'x', accountName: 'y' }]] as const) {
      const theirs = await api(method, path, body, other);
      const missing = await api(method, path.replace(mine!._id, 'missing-id'), body && { ...body, authId: 'missing-id' }, other);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    expect((await list())[0]).toMatchObject({ serviceName: 'Mine' });
  });
});

describe('secrets at rest', () => {
  it('never appear in an answer or in clear in the database file', async () => {
    const secret = base32(randomBytes(20));
    await add(secret, 'Vault');
    await api('GET', '/dashboard');
    const [entry] = await list();
    await api('GET', `/totp/${entry!._id}`);
    for (const body of seen) {
      expect(body).not.toContain(secret);
      expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    for (const file of ['hearth.db', 'hearth.db-wal']) {
      const path = join(server.dataDir, file);
      if (existsSync(path)) expect(readFileSync(path).includes(Buffer.from(secret))).toBe(false);
    }
  });
});

describe('a wrong key file', () => {
  it('breaks the authenticator calls with a clear 503, and nothing else', async () => {
    const own = await startTestServer({ clock: () => now });
    logs.push(own.logs);
    try {
      const t = await loginAdmin(own);
      await enableAuthenticator(own, t);
      await record(own, 'POST', '/totp/save', { token: t, body: { serviceIcon: icon, serviceName: 'S', accountName: 'a', secret: base32(randomBytes(20)) } });
      await own.close();
      writeFileSync(join(own.dataDir, 'secret.key'), readFileSync(join(own.dataDir, 'secret.key'), 'utf8').replace(/\n[^\n]+\n$/, `\n${randomBytes(32).toString('base64')}\n`));
      const again = await startTestServer({ dataDir: own.dataDir, clock: () => now });
      logs.push(again.logs);
      try {
        const t2 = await loginAdmin(again);
        const res = await record(again, 'GET', '/totp/list', { token: t2 });
        expect(res.status).toBe(503);
        expect(String(res.body.message)).toContain('secret.key');
        const dash = await call<{ authenticators: unknown[] }>(again, 'GET', '/dashboard', { token: t2 });
        expect(dash.status).toBe(200);
        expect(dash.body.message.authenticators).toEqual([]);
        expect((await call(again, 'GET', '/settings', { token: t2 })).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await own.stop();
    }
  });
});

describe('POST /totp/import', () => {
  it('adds every usable entry at once and lists duplicates and bad secrets as skipped', async () => {
    const existing = base32(randomBytes(20));
    await add(existing, 'Existing');
    const fresh = [base32(randomBytes(20)), base32(randomBytes(20))];
    const res = await api<{ added: number; skipped: { serviceName: string; reason: string }[] }>('POST', '/totp/import', {
      entries: [
        { serviceName: 'One', accountName: 'a', secret: `otpauth://totp/One:a?secret=${fresh[0]}&issuer=One` },
        { serviceName: '', accountName: '', secret: `otpauth://totp/Two:b?secret=${fresh[1]}&issuer=Two&digits=8` },
        { serviceName: 'Again', accountName: 'a', secret: fresh[0] },
        { serviceName: 'Old', accountName: 'x', secret: existing },
        { serviceName: 'Broken', accountName: 'x', secret: 'nope' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message.added).toBe(2);
    expect(res.body.message.skipped.map((s) => [s.serviceName, s.reason])).toEqual([
      ['Again', messages.totpDuplicate],
      ['Old', messages.totpDuplicate],
      ['Broken', messages.totpSecretInvalid],
    ]);
    expect((await list()).map((e) => [e.serviceName, e.accountName, e.digits, e.serviceIcon])).toEqual([
      ['Existing', 'me@example.com', 6, icon],
      ['One', 'a', 6, icon],
      ['Two', 'b', 8, icon],
    ]);
  });

  it('refuses an empty or oversized import and stores nothing', async () => {
    for (const [entries, message] of [[[], messages.totpImportEmpty], [undefined, messages.totpImportEmpty], [Array.from({ length: 501 }, () => ({ secret: base32(randomBytes(20)) })), messages.totpImportTooMany]] as const) {
      const res = await api('POST', '/totp/import', { entries });
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
    expect(await list()).toEqual([]);
  });
});
