import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentials, call, createUser, loginAdmin, md5, startTestServer, type TestServer } from '../helpers/server.js';
import type { LoginResult } from '../../shared/contracts/auth.js';
import { messages } from '../../shared/messages.js';
import { themeNames } from '../../shared/themes.js';

describe('POST /settings/theme', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAdmin(server);
  });
  afterAll(() => server.stop());

  it('answers 401 without a token', async () => {
    expect((await call(server, 'POST', '/settings/theme', { body: { colorTheme: 'light' } })).status).toBe(401);
  });

  it('saves each of the 15 themes and login reports it', async () => {
    expect(themeNames).toHaveLength(15);
    const signIn = { username: adminCredentials.username, password: md5(adminCredentials.password) };
    for (const colorTheme of themeNames) {
      const res = await call(server, 'POST', '/settings/theme', { token, body: { colorTheme } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(messages.themeSaved);
      const login = await call<LoginResult>(server, 'POST', '/login', { body: signIn });
      expect(login.body.message.colorTheme, colorTheme).toBe(colorTheme);
    }
    await call(server, 'POST', '/settings/theme', { token, body: { colorTheme: 'nebula' } });
    const dash = await call<{ userData: { colorTheme: string } }>(server, 'GET', '/dashboard', { token });
    expect(dash.body.message.userData.colorTheme).toBe('nebula');
  });

  it('does not treat saving the same theme again as an error', async () => {
    await call(server, 'POST', '/settings/theme', { token, body: { colorTheme: 'aurora' } });
    const again = await call(server, 'POST', '/settings/theme', { token, body: { colorTheme: 'aurora' } });
    expect(again.status).toBe(200);
  });

  it('refuses a name that is not one of the 15 and keeps the stored theme', async () => {
    await call(server, 'POST', '/settings/theme', { token, body: { colorTheme: 'titan' } });
    for (const colorTheme of ['solarized', '', null, 42]) {
      const res = await call(server, 'POST', '/settings/theme', { token, body: { colorTheme } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.themeUnknown);
    }
    const dash = await call<{ userData: { colorTheme: string } }>(server, 'GET', '/dashboard', { token });
    expect(dash.body.message.userData.colorTheme).toBe('titan');
  });
});

describe('GET and POST /settings (general settings)', () => {
  let server: TestServer;
  let hostModeOff: TestServer;
  let token: string;
  const logo = { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' };
  const all = { siteName: 'Home Lab', siteLogo: logo, authenticator: true, camerafeed: true, networkdevices: true, todolist: true, snippetmanager: true };

  beforeAll(async () => {
    server = await startTestServer({ isHostMode: true });
    hostModeOff = await startTestServer({ isHostMode: false });
    token = await loginAdmin(server);
  });
  afterAll(async () => {
    await server.stop();
    await hostModeOff.stop();
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/settings')).status).toBe(401);
    expect((await call(server, 'POST', '/settings', { body: all })).status).toBe(401);
  });

  it('starts with every feature off and the default site name', async () => {
    const fresh = await createUser(server, 'fresh');
    const res = await call<Record<string, unknown>>(server, 'GET', '/settings', { token: fresh });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({
      siteName: 'Hearth',
      siteLogo: logo,
      authenticator: false,
      camerafeed: false,
      networkdevices: false,
      todolist: false,
      snippetmanager: false,
    });
  });

  it('saves the name, logo and flags, and the dashboard carries them', async () => {
    const res = await call(server, 'POST', '/settings', { token, body: all });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.settingsSaved);
    expect((await call(server, 'GET', '/settings', { token })).body.message).toEqual(all);
    const dash = await call<{ userData: Record<string, unknown> }>(server, 'GET', '/dashboard', { token });
    expect(dash.body.message.userData).toMatchObject(all);
    // Saving the same values again is not an error.
    expect((await call(server, 'POST', '/settings', { token, body: all })).status).toBe(200);
  });

  it('refuses a missing site name or logo with the spec texts and keeps what was stored', async () => {
    await call(server, 'POST', '/settings', { token, body: all });
    const noName = await call(server, 'POST', '/settings', { token, body: { ...all, siteName: '  ', todolist: false } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(messages.siteNameRequired);
    const noLogo = await call(server, 'POST', '/settings', { token, body: { ...all, siteLogo: null, todolist: false } });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.message).toBe(messages.siteLogoRequired);
    expect((await call(server, 'GET', '/settings', { token })).body.message).toEqual(all);
  });

  it('keeps network device scanning off outside host mode', async () => {
    const other = await loginAdmin(hostModeOff);
    expect((await call(hostModeOff, 'POST', '/settings', { token: other, body: all })).status).toBe(200);
    const saved = await call<{ networkdevices: boolean; todolist: boolean }>(hostModeOff, 'GET', '/settings', { token: other });
    expect(saved.body.message.networkdevices).toBe(false);
    expect(saved.body.message.todolist).toBe(true);
  });
});
