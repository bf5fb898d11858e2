import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, call, createUser, loginAdmin, loginAs, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { count, makeSnippet, makeSnippetList } from '../helpers/snippets.js';
import { messages } from '../../shared/messages.js';
import type { Account } from '../../shared/contracts/accounts.js';

let server: TestServer;
let admin: string;
let adminId: string;

const avatar = { iconUrl: 'defaultuser', iconUrlLight: null, iconProvider: 'self' };
const rows = (sql: string, ...params: unknown[]) => count(server.dataDir, sql, ...params);
/** Signs in and opens the dashboard with the new session: 200 when the password works. */
const dashboardAs = async (username: string, password: string) => (await call(server, 'GET', '/dashboard', { token: await loginAs(server, username, password) })).status;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAdmin(server);
  const list = await call<Account[]>(server, 'GET', '/accounts/list', { token: admin });
  adminId = list.body.message[0]?._id ?? '';
});
afterAll(() => server.stop());

/** A new account through the real save call, as a super admin adds it. */
async function addUser(username: string, password = 'secret-1', extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call<string>(server, 'POST', '/accounts/save', {
    token: admin,
    body: { fullName: `Full ${username}`, username, siteName: `${username}'s Hearth`, password, ...extra },
  });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.userId as string;
}

describe('a super admin manages accounts', () => {
  it('lists every user without passwords', async () => {
    await addUser('listed');
    const res = await call<Account[]>(server, 'GET', '/accounts/list', { token: admin });
    expect(res.status).toBe(200);
    const names = res.body.message.map((u) => u.username);
    expect(names).toContain('admin');
    expect(names).toContain('listed');
    for (const user of res.body.message) {
      expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'fullName', 'hideBranding', 'isSuperAdmin', 'language', 'siteName', 'userAvatar', 'username']);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  it('creates a user who can sign in at once with the password given', async () => {
    const id = await addUser('NewPerson', 'first-pass');
    const info = await call<Account>(server, 'GET', `/accounts/info/${id}`, { token: admin });
    expect(info.body.message).toMatchObject({ _id: id, fullName: 'Full NewPerson', username: 'newperson', siteName: "NewPerson's Hearth", isSuperAdmin: false });
    const token = await loginAs(server, 'newperson', 'first-pass');
    const dash = await call<{ userData: { username: string }; homepageItems: unknown[] }>(server, 'GET', '/dashboard', { token });
    expect(dash.body.message.userData.username).toBe('newperson');
    expect(dash.body.message.homepageItems).toEqual([]);
  });

  it('refuses a username already taken in any letter case with 409', async () => {
    await addUser('duplicate');
    for (const username of ['duplicate', 'DUPLICATE', 'Duplicate']) {
      const res = await call(server, 'POST', '/accounts/save', { token: admin, body: { fullName: 'X', username, siteName: 'X', password: 'secret-1' } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(messages.usernameTaken);
    }
    const other = await addUser('duplicate2');
    const rename = await call(server, 'POST', '/accounts/save', { token: admin, body: { userId: other, fullName: 'X', username: 'DupLicate', siteName: 'X' } });
    expect(rename.status).toBe(409);
    expect(rows("SELECT COUNT(*) AS n FROM users WHERE username LIKE 'duplicate%'")).toBe(2);
  });

  it('refuses missing fields, short passwords and odd usernames with the spec texts', async () => {
    const base = { fullName: 'Name', username: 'valid', siteName: 'Site', password: 'secret-1' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, fullName: '  ' }, messages.fillAllFields],
      [{ ...base, username: undefined }, messages.fillAllFields],
      [{ ...base, siteName: '' }, messages.fillAllFields],
      [{ ...base, password: '12345' }, messages.passwordTooShort],
      [{ ...base, password: undefined }, messages.passwordTooShort],
      [{ ...base, username: 'a b' }, 'Username may only contain letters, digits, dots, dashes and underscores.'],
      [{ ...base, username: '.*' }, 'Username may only contain letters, digits, dots, dashes and underscores.'],
      [{ ...base, fullName: 'x'.repeat(101) }, messages.fieldTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await call(server, 'POST', '/accounts/save', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(rows("SELECT COUNT(*) AS n FROM users WHERE username = 'valid'")).toBe(0);
  });

  it('edits another user and ignores a password sent on update', async () => {
    const id = await addUser('editme', 'keep-this');
    const res = await call(server, 'POST', '/accounts/save', { token: admin, body: { userId: id, fullName: 'Edited', username: 'Edited.Name', siteName: 'New Site', password: 'ignored-1' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.accountSaved);
    const info = await call<Account>(server, 'GET', `/accounts/info/${id}`, { token: admin });
    expect(info.body.message).toMatchObject({ fullName: 'Edited', username: 'edited.name', siteName: 'New Site' });
    await expect(dashboardAs('edited.name', 'keep-this')).resolves.toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    for (const [method, path] of [
      ['GET', '/accounts/info/nope'],
      ['GET', '/accounts/delete/nope'],
      ['POST', '/accounts/password/nope'],
      ['POST', '/accounts/avatar/nope'],
    ] as const) {
      const res = await call(server, method, path, { token: admin, body: method === 'POST' ? { password: 'secret-1', avatar } : undefined });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(messages.userNotFound);
    }
    const save = await call(server, 'POST', '/accounts/save', { token: admin, body: { userId: 'nope', fullName: 'X', username: 'nobody', siteName: 'X' } });
    expect(save.status).toBe(404);
  });

  it("sets another user's avatar and refuses one that is not an icon", async () => {
    const id = await addUser('avatared');
    const icon = { iconUrl: 'https://example.org/a.png', iconUrlLight: null, iconProvider: 'fakepack', iconId: 'a' };
    const res = await call(server, 'POST', `/accounts/avatar/${id}`, { token: admin, body: { avatar: icon } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.avatarUpdated);
    expect((await call<Account>(server, 'GET', `/accounts/info/${id}`, { token: admin })).body.message.userAvatar).toEqual(icon);
    for (const bad of [null, 'x', { iconUrl: '' }, { iconUrl: 'javascript:alert(1)', iconProvider: 'x' }]) {
      const refused = await call(server, 'POST', `/accounts/avatar/${id}`, { token: admin, body: { avatar: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.avatarRequired);
    }
  });
});

describe('super admins', () => {
  it('cannot be deleted, the last one cannot lose the flag, and another can be granted and removed', async () => {
    const self = await call(server, 'GET', `/accounts/delete/${adminId}`, { token: admin });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(messages.superAdminNotDeletable);

    const id = await addUser('second.admin', 'secret-2', { isSuperAdmin: true });
    expect((await call<Account>(server, 'GET', `/accounts/info/${id}`, { token: admin })).body.message.isSuperAdmin).toBe(true);
    const second = await loginAs(server, 'second.admin', 'secret-2');
    expect((await call(server, 'POST', '/login', { body: { username: 'second.admin', password: md5('secret-2') } })).body.message).toMatchObject({ role: 'admin' });

    const deleteOther = await call(server, 'GET', `/accounts/delete/${id}`, { token: admin });
    expect(deleteOther.status).toBe(400);
    expect(deleteOther.body.message).toBe(messages.superAdminNotDeletable);

    // The second admin removes the first one's flag, then cannot remove their own (ignored on one's own account).
    const demote = await call(server, 'POST', '/accounts/save', { token: second, body: { userId: adminId, fullName: 'Administrator', username: 'admin', siteName: 'Hearth', isSuperAdmin: false } });
    expect(demote.status).toBe(200);
    const selfDemote = await call(server, 'POST', '/accounts/save', { token: second, body: { userId: id, fullName: 'Second', username: 'second.admin', siteName: 'Hearth', isSuperAdmin: false } });
    expect(selfDemote.status).toBe(200);
    expect(rows('SELECT COUNT(*) AS n FROM users WHERE is_super_admin = 1')).toBe(1);
    expect((await call(server, 'GET', '/accounts/list', { token: admin })).status).toBe(400);

    // Restore the flag for the rest of the suite.
    expect((await call(server, 'POST', '/accounts/save', { token: second, body: { userId: adminId, fullName: 'Administrator', username: 'admin', siteName: 'Hearth', isSuperAdmin: true } })).status).toBe(200);
    expect((await call(server, 'GET', '/accounts/list', { token: admin })).status).toBe(200);
  });
});

describe('an ordinary user', () => {
  let user: string;
  let userId: string;
  let otherId: string;
  beforeAll(async () => {
    userId = await addUser('ordinary', 'ordinary-1');
    otherId = await addUser('neighbour', 'neighbour-1');
    user = await loginAs(server, 'ordinary', 'ordinary-1');
  });

  it('is refused with 400 (never 403, which the original client takes for a sign-out) for the list, other accounts and creating users, and learns nothing', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', '/accounts/list'],
      ['GET', `/accounts/info/${otherId}`],
      ['GET', '/accounts/info/does-not-exist'],
      ['GET', `/accounts/delete/${otherId}`],
      ['GET', `/accounts/delete/${userId}`],
      ['POST', `/accounts/password/${otherId}`, { password: 'hijacked-1' }],
      ['POST', `/accounts/avatar/${otherId}`, { avatar }],
      ['POST', '/accounts/save', { fullName: 'X', username: 'sneaky', siteName: 'X', password: 'secret-1' }],
      ['POST', '/accounts/save', { userId: otherId, fullName: 'X', username: 'neighbour', siteName: 'X' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(server, method, path, { token: user, body });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toEqual({ error: true, message: messages.forbidden });
    }
    expect(rows("SELECT COUNT(*) AS n FROM users WHERE username = 'sneaky'")).toBe(0);
    await expect(dashboardAs('neighbour', 'neighbour-1')).resolves.toBe(200);
  });

  it('reads and edits their own profile but cannot make themselves super admin', async () => {
    const info = await call<Account>(server, 'GET', `/accounts/info/${userId}`, { token: user });
    expect(info.body.message).toMatchObject({ username: 'ordinary', fullName: 'Full ordinary' });
    const res = await call(server, 'POST', '/accounts/save', { token: user, body: { userId, fullName: 'Own Name', username: 'ordinary', siteName: 'Mine', isSuperAdmin: true } });
    expect(res.status).toBe(200);
    const after = await call<Account>(server, 'GET', `/accounts/info/${userId}`, { token: user });
    expect(after.body.message).toMatchObject({ fullName: 'Own Name', siteName: 'Mine', isSuperAdmin: false });
  });

  it('sets their own avatar and removes and restores branding', async () => {
    const icon = { iconUrl: 'user', iconUrlLight: null, iconProvider: 'self' };
    expect((await call(server, 'POST', '/accounts/avatar', { token: user, body: { avatar: icon } })).body.message).toBe(messages.avatarUpdated);
    const debrand = await call(server, 'GET', '/accounts/debrand', { token: user });
    expect(debrand.body).toEqual({ error: false, message: messages.brandingRemoved });
    let dash = await call<{ userData: { hideBranding: boolean; userAvatar: unknown } }>(server, 'GET', '/dashboard', { token: user });
    expect(dash.body.message.userData).toMatchObject({ hideBranding: true, userAvatar: icon });
    const rebrand = await call(server, 'GET', '/accounts/rebrand', { token: user });
    expect(rebrand.body).toEqual({ error: false, message: messages.brandingApplied });
    dash = await call(server, 'GET', '/dashboard', { token: user });
    expect(dash.body.message.userData.hideBranding).toBe(false);
    // The admin's branding is untouched.
    dash = await call(server, 'GET', '/dashboard', { token: admin });
    expect(dash.body.message.userData.hideBranding).toBe(false);
  });
});

describe('passwords', () => {
  it('a changed password signs in, the old one does not, and other sessions end while the caller stays', async () => {
    const id = await addUser('changer', 'old-pass-1');
    const here = await loginAs(server, 'changer', 'old-pass-1');
    const elsewhere = await loginAs(server, 'changer', 'old-pass-1');
    const res = await call(server, 'POST', `/accounts/password/${id}`, { token: here, body: { password: 'new-pass-1' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.passwordChanged);
    expect((await call(server, 'GET', '/dashboard', { token: here })).status).toBe(200);
    expect((await call(server, 'GET', '/dashboard', { token: elsewhere })).status).toBe(401);
    await expect(loginAs(server, 'changer', 'old-pass-1')).rejects.toThrow(/400/);
    await expect(dashboardAs('changer', 'new-pass-1')).resolves.toBe(200);
  });

  it('a super admin resets a password and every session of that user ends', async () => {
    const id = await addUser('resetme', 'old-pass-2');
    const session = await loginAs(server, 'resetme', 'old-pass-2');
    const res = await call(server, 'POST', `/accounts/password/${id}`, { token: admin, body: { password: 'reset-pass' } });
    expect(res.status).toBe(200);
    expect((await call(server, 'GET', '/dashboard', { token: session })).status).toBe(401);
    await expect(dashboardAs('resetme', 'reset-pass')).resolves.toBe(200);
    expect((await call(server, 'GET', '/dashboard', { token: admin })).status).toBe(200);
  });

  it('refuses a password shorter than 6 characters and keeps the old one', async () => {
    const id = await addUser('shortpw', 'old-pass-3');
    for (const password of ['12345', '', undefined, 42]) {
      const res = await call(server, 'POST', `/accounts/password/${id}`, { token: admin, body: { password } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.passwordTooShort);
    }
    await expect(dashboardAs('shortpw', 'old-pass-3')).resolves.toBe(200);
  });
});

describe('deleting a user', () => {
  it('removes the user, their sessions, everything they own and their uploaded files, and nobody else’s data', async () => {
    const id = await addUser('leaver', 'leaver-1');
    const token = await loginAs(server, 'leaver', 'leaver-1');
    const folder = await makeFolder(server, token);
    await makeLink(server, token, { parentId: folder._id });
    const list = await makeSnippetList(server, token);
    await makeSnippet(server, token, list._id);
    const keeper = await makeFolder(server, admin, { folderName: 'Admin folder' });
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#3a7bd5' } }).png().toBuffer();
    form.append('icon', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${server.url}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const iconPath = ((await uploaded.json()) as { data: { iconPath: string } }).data.iconPath;
    const iconFile = join(server.dataDir, 'uploads', iconPath);
    expect(existsSync(iconFile)).toBe(true);

    const owned = () =>
      ['listings', 'snippets', 'snippet_items', 'sessions', 'icons', 'icon_packs'].reduce(
        (sum, table) => sum + (rows(`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = ?`, table) ? rows(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, id) : 0),
        0,
      );
    expect(owned()).toBeGreaterThan(4);

    const res = await call(server, 'GET', `/accounts/delete/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.userDeleted);
    expect(rows('SELECT COUNT(*) AS n FROM users WHERE id = ?', id)).toBe(0);
    expect(owned()).toBe(0);
    expect(existsSync(iconFile)).toBe(false);
    expect((await call(server, 'GET', '/dashboard', { token })).status).toBe(401);
    expect(rows('SELECT COUNT(*) AS n FROM listings WHERE id = ?', keeper._id)).toBe(1);
    expect((await call(server, 'GET', `/accounts/info/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('the first administrator', () => {
  it('still signs in with the configured password', async () => {
    await expect(dashboardAs(adminCredentials.username, adminCredentials.password)).resolves.toBe(200);
  });

  it('works with createUser helpers too (users created outside the API)', async () => {
    const token = await createUser(server, 'outsider');
    expect((await call(server, 'GET', '/accounts/list', { token })).status).toBe(400);
  });
});
