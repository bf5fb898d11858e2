// LDAP sign-in (issue 45 item 3) against a real slapd the test starts: settings for super admins
// only, the bind password sealed and never answered, sign-in by directory groups, injection in
// the user name, StartTLS and LDAPS with a pasted CA, and the directory going down.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callFrom, createUser, loginAdmin, adminCredentials, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { ldapGroups, ldapService, personDn, slapdMissing, startSlapd, ldapBase, type RealSlapd } from '../helpers/slapd.js';
import { missing } from '../helpers/prerequisites.js';
import { reserveClosedPort, type ClosedPort } from '../helpers/closed-port.js';
import { defaultLdapSettings, ldapMessages, type LdapSettingsInput, type LdapSettingsView, type LdapStatus, type LdapTestResult } from '../../shared/contracts/ldap.js';
import type { LoginResult } from '../../shared/contracts/auth.js';
import { messages } from '../../shared/messages.js';

type Settings = LdapSettingsInput;

describe.skipIf(missing('slapd (OpenLDAP)', slapdMissing()))('LDAP sign-in against a real slapd', () => {
  let server: TestServer;
  let slapd: RealSlapd;
  let closed: ClosedPort;
  let admin: string;
  let settings: Settings;

  beforeAll(async () => {
    [server, slapd, closed] = await Promise.all([startTestServer(), startSlapd(), reserveClosedPort()]);
    admin = await loginAdmin(server);
    const { bindPasswordSet: _set, ...defaults } = defaultLdapSettings;
    settings = {
      ...defaults,
      enabled: true,
      url: slapd.url,
      bindDn: ldapService.dn,
      bindPassword: ldapService.password,
      userBase: `ou=people,${ldapBase}`,
      groupBase: `ou=groups,${ldapBase}`,
      adminGroupDn: ldapGroups.admins,
      userGroupDn: ldapGroups.users,
    };
  }, 30_000);
  afterAll(async () => {
    closed?.release();
    await Promise.all([server?.stop(), slapd?.stop()]);
  });

  const save = (body: unknown, token = admin) => call(server, 'POST', '/settings/ldap', { token, body });
  const test = (body: unknown) => call<LdapTestResult>(server, 'POST', '/settings/ldap/test', { token: admin, body });
  const signIn = (username: string, password: string, from = '127.0.0.1') => callFrom<LoginResult>(server, from, 'POST', '/auth/ldap', { body: { username, password } });
  const whoIs = async (token: string) => (await call<{ username: string }>(server, 'GET', '/session', { token })).body.message.username;

  it('is off until a super admin turns it on, and the login form can ask', async () => {
    expect((await call<LdapStatus>(server, 'GET', '/auth/ldap')).body.message).toEqual({ enabled: false });
    const view = await call<LdapSettingsView>(server, 'GET', '/settings/ldap', { token: admin });
    expect(view.body.message).toEqual(defaultLdapSettings);
  });

  it('answers 401 without a session and 403 to a plain user on every settings route', async () => {
    const user = await createUser(server, 'plainuser');
    for (const [method, path] of [['GET', '/settings/ldap'], ['POST', '/settings/ldap'], ['POST', '/settings/ldap/test']] as const) {
      const body = method === 'GET' ? undefined : settings;
      expect((await call(server, method, path, { body })).status).toBe(401);
      const refused = await call(server, method, path, { token: user, body });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(true);
    }
  });

  it('answers 400 with a message for settings it cannot use', async () => {
    const cases: [Partial<Settings>, string][] = [
      [{ url: 'http://127.0.0.1:389' }, ldapMessages.urlInvalid],
      [{ url: 'ldap://cn=x:secret@127.0.0.1:389' }, ldapMessages.urlInvalid],
      [{ userFilter: '(uid=alice)' }, ldapMessages.filterInvalid],
      [{ url: slapd.ldapsUrl, startTls: true }, ldapMessages.startTlsWithLdaps],
      [{ caCert: 'not a certificate' }, ldapMessages.caInvalid],
      [{ adminGroupDn: '' }, ldapMessages.adminGroupNeeded],
      [{ groupBase: '' }, ldapMessages.groupBaseNeeded],
      [{ bindDn: 'nobody' }, ldapMessages.dnInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await save({ ...settings, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await save({ enabled: 'yes' })).status).toBe(400);
  });

  it('tests the connection and says what went wrong in words', async () => {
    const good = await test(settings);
    expect(good.body.message).toEqual({ ok: true, message: expect.stringContaining(`signed in as ${ldapService.dn}`) as string });
    const wrong = await test({ ...settings, bindPassword: 'not-it' });
    expect(wrong.body.message).toEqual({ ok: false, message: `The directory refused the bind DN ${ldapService.dn} or its password.` });
    const down = await test({ ...settings, url: `ldap://127.0.0.1:${closed.port}` });
    expect(down.body.message.ok).toBe(false);
    expect(down.body.message.message).toContain('the connection was refused');
    const noBase = await test({ ...settings, userBase: `ou=nowhere,${ldapBase}` });
    expect(noBase.body.message.message).toContain('has no entry');
  });

  it('keeps the bind password sealed: never in an answer, a log line or the database file', async () => {
    expect((await save(settings)).status).toBe(200);
    const view = await call<LdapSettingsView>(server, 'GET', '/settings/ldap', { token: admin });
    expect(view.body.message.bindPasswordSet).toBe(true);
    expect(JSON.stringify(view.body)).not.toContain(ldapService.password);
    // Saving the form unchanged (empty password) keeps the stored one: the test still binds.
    expect((await save({ ...settings, bindPassword: '' })).status).toBe(200);
    expect((await test({ ...settings, bindPassword: '' })).body.message.ok).toBe(true);
    for (const file of readdirSync(server.dataDir).filter((f) => f.startsWith('hearth.db'))) {
      expect(readFileSync(join(server.dataDir, file)).includes(ldapService.password), file).toBe(false);
    }
    expect((await call<LdapStatus>(server, 'GET', '/auth/ldap')).body.message).toEqual({ enabled: true });
  });

  it('refuses a directory user while accounts are not created, with what to do', async () => {
    expect((await save({ ...settings, autoCreate: false })).status).toBe(200);
    const res = await signIn('bob', 'bob-pw');
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('"bob", who has no Hearth account');
    expect((await save(settings)).status).toBe(200);
  });

  it('signs in a member of the admin group as a super admin, and of the user group as a user', async () => {
    const alice = await signIn('Alice', 'alice-pw');
    expect(alice.status).toBe(200);
    expect(alice.body.message).toMatchObject({ role: 'admin', fullName: 'Alice Test' });
    expect(await whoIs(alice.body.message.token)).toBe('alice');
    expect((await call(server, 'GET', '/settings/ldap', { token: alice.body.message.token })).status).toBe(200);
    const bob = await signIn('bob', 'bob-pw');
    expect(bob.body.message.role).toBe('user');
    expect((await call(server, 'GET', '/settings/ldap', { token: bob.body.message.token })).status).toBe(403);
    // The second sign-in finds the linked account rather than making another.
    expect((await signIn('bob', 'bob-pw')).status).toBe(200);
    // A linked account has no local password: /login with the directory password fails.
    expect((await call(server, 'POST', '/login', { body: { username: 'bob', password: md5('bob-pw') } })).status).toBe(400);
  });

  it('takes the role from the directory at each sign-in', async () => {
    const moveAlice = (from: string, to: string) =>
      slapd.modify(`dn: ${from}\nchangetype: modify\ndelete: member\nmember: ${personDn('alice')}\n\ndn: ${to}\nchangetype: modify\nadd: member\nmember: ${personDn('alice')}\n`);
    await moveAlice(ldapGroups.admins, ldapGroups.users);
    const demoted = await signIn('alice', 'alice-pw');
    expect(demoted.body.message.role).toBe('user');
    expect((await call(server, 'GET', '/settings/ldap', { token: demoted.body.message.token })).status).toBe(403);
    await moveAlice(ldapGroups.users, ldapGroups.admins);
    expect((await signIn('alice', 'alice-pw')).body.message.role).toBe('admin');
  });

  it('refuses a wrong password, an empty one and an unknown user with the usual message', async () => {
    for (const [username, password] of [['alice', 'wrong'], ['nobody', 'alice-pw']]) {
      const res = await signIn(username as string, password as string, '127.0.0.21');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.invalidCredentials);
    }
    const empty = await signIn('alice', '', '127.0.0.21');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.passwordEmpty);
  });

  it('refuses a user in neither group, saying so', async () => {
    const res = await signIn('carol', 'carol-pw');
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('in neither of the groups');
  });

  it('reads the name as a value, never as filter syntax (LDAP injection)', async () => {
    // With escaping these match no entry; unescaped, each would match alice (or everyone).
    for (const username of ['*', 'al*', ')(uid=*', '*)(uid=alice', 'alice)(|(uid=*', '\\', 'alice\\', 'alice\u0000', '\u0000']) {
      const res = await signIn(username, 'alice-pw', '127.0.0.22');
      expect(res.status, JSON.stringify(username)).toBe(400);
      expect(res.body.message).toBe(messages.invalidCredentials);
    }
  });

  it('reads groups from memberOf when told to', async () => {
    expect((await save({ ...settings, groupMode: 'memberOf', groupBase: '' })).status).toBe(200);
    expect((await signIn('alice', 'alice-pw')).body.message.role).toBe('admin');
    expect((await signIn('carol', 'carol-pw')).status).toBe(403);
    expect((await save(settings)).status).toBe(200);
  });

  it('talks LDAPS and StartTLS only with the pasted CA certificate', async () => {
    for (const change of [{ url: slapd.ldapsUrl }, { startTls: true }]) {
      const untrusted = await test({ ...settings, ...change });
      expect(untrusted.body.message).toEqual({ ok: false, message: expect.stringContaining('is not trusted') as string });
      const trusted = await test({ ...settings, ...change, caCert: slapd.caCert });
      expect(trusted.body.message.ok, trusted.body.message.message).toBe(true);
      expect((await save({ ...settings, ...change, caCert: slapd.caCert })).status).toBe(200);
      expect((await signIn('bob', 'bob-pw')).body.message.role).toBe('user');
    }
    expect((await save(settings)).status).toBe(200);
  });

  it('counts directory sign-ins against the login limiter', async () => {
    const from = '127.0.0.23';
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await signIn('alice', `wrong-${i}`, from)).status);
    expect(answers.slice(0, 10)).toEqual(Array<number>(10).fill(400));
    expect(answers[10]).toBe(429);
  });

  it('says the directory is down, and the local admin still signs in', async () => {
    expect((await save({ ...settings, url: `ldap://127.0.0.1:${closed.port}` })).status).toBe(200);
    const res = await signIn('alice', 'alice-pw', '127.0.0.24');
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('Directory sign-in is unavailable right now');
    expect(res.body.message).toContain('Local accounts can still sign in.');
    const local = await signIn(adminCredentials.username, adminCredentials.password, '127.0.0.24');
    expect(local.status).toBe(200);
    expect(local.body.message.role).toBe('admin');
    expect((await signIn(adminCredentials.username, 'wrong', '127.0.0.24')).status).toBe(400);
    expect((await save(settings)).status).toBe(200);
  });

  it('writes no password into any log line', () => {
    const logs = server.logs.join('\n');
    for (const secret of [ldapService.password, 'alice-pw', 'bob-pw', 'carol-pw']) expect(logs).not.toContain(secret);
    expect(logs).toContain('LDAP sign-in created the account "alice" (super admin).');
    expect(personDn('alice')).toContain('uid=alice');
  });
});
