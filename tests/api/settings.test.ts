import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
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
    for (const colorTheme of themeNames) {
      const res = await call(server, 'POST', '/settings/theme', { token, body: { colorTheme } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(messages.themeSaved);
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
