import { afterEach, describe, expect, it } from 'vitest';
import { call, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { messages } from '../../shared/messages.js';

describe('first run setup', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.stop());

  it('creates no account by itself and prints a one-time setup URL', async () => {
    server = await startTestServer({ withAdmin: false });
    expect(server.setupUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/setup\?code=[0-9a-f]{32}$/);
    expect(server.logs).toContain(`Open ${server.setupUrl} to create the administrator`);
    const status = await call<{ needsSetup: boolean }>(server, 'GET', '/setup/status');
    expect(status.body.message.needsSetup).toBe(true);
    const login = await call(server, 'POST', '/login', { body: { username: 'admin', password: md5('123456') } });
    expect(login.status).toBe(400);
  });

  it('creates the super admin with the code once, then the code is gone', async () => {
    server = await startTestServer({ withAdmin: false });
    const code = new URL(server.setupUrl ?? '').searchParams.get('code');
    const body = { code, fullName: 'Ada Lovelace', username: 'Ada', password: md5('s3cret!') };
    const first = await call<{ token: string; role: string }>(server, 'POST', '/setup', { body });
    expect(first.status).toBe(200);
    expect(first.body.message.role).toBe('admin');
    const dash = await call<{ userData: { username: string; isSuperAdmin: boolean } }>(server, 'GET', '/dashboard', { token: first.body.message.token });
    expect(dash.body.message.userData).toMatchObject({ username: 'ada', isSuperAdmin: true });
    const again = await call(server, 'POST', '/setup', { body: { ...body, username: 'eve' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.setupClosed);
    expect(server.setupUrl).toBeNull();
  });

  it('refuses a wrong code and keeps the right one usable', async () => {
    server = await startTestServer({ withAdmin: false });
    const url = server.setupUrl;
    const res = await call(server, 'POST', '/setup', { body: { code: 'wrong', fullName: 'X', username: 'x', password: md5('xxxxxx') } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.setupCodeInvalid);
    expect(server.setupUrl).toBe(url);
    const code = new URL(url ?? '').searchParams.get('code');
    const right = await call(server, 'POST', '/setup', { body: { code, fullName: 'X', username: 'x', password: md5('xxxxxx') } });
    expect(right.status).toBe(200);
    expect(server.setupUrl).toBeNull();
  });

  it('validates the account fields with the spec message', async () => {
    server = await startTestServer({ withAdmin: false });
    const code = new URL(server.setupUrl ?? '').searchParams.get('code');
    const res = await call(server, 'POST', '/setup', { body: { code, fullName: '', username: 'x', password: md5('xxxxxx') } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.fillAllFields);
  });

  it('creates the admin from HEARTH_ADMIN_* without a browser', async () => {
    server = await startTestServer({ withAdmin: false, env: { HEARTH_ADMIN_USERNAME: 'Root', HEARTH_ADMIN_PASSWORD: 'pw-from-env' } });
    expect(server.setupUrl).toBeNull();
    const res = await call<{ role: string }>(server, 'POST', '/login', { body: { username: 'root', password: md5('pw-from-env') } });
    expect(res.status).toBe(200);
    expect(res.body.message.role).toBe('admin');
  });
});
