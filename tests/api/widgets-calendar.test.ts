// Issue 44 item 5 as a widget kind: a calendar widget keeps how it opens and how many days its
// agenda shows; bad settings are refused with the shared schema's message, never saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import type { Widget } from '../../shared/contracts/widgets.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
});
afterAll(() => server.stop());

describe('the calendar widget', () => {
  it('is added with the agenda of the next 14 days, and keeps new settings', async () => {
    const added = await call<Widget>(server, 'POST', '/widgets', { token, body: { kind: 'calendar' } });
    expect(added.status).toBe(200);
    expect(added.body.message).toMatchObject({ kind: 'calendar', area: 'home', config: { view: 'agenda', days: 14 } });
    const id = added.body.message.id;
    const saved = await call<Widget>(server, 'PUT', `/widgets/${id}`, { token, body: { config: { view: 'month', days: 31 } } });
    expect(saved.status).toBe(200);
    const list = await call<Widget[]>(server, 'GET', '/widgets?area=home', { token });
    expect(list.body.message.find((w) => w.id === id)?.config).toEqual({ view: 'month', days: 31 });
  });

  it.each([
    [{ view: 'year', days: 14 }, 'The calendar opens as "agenda" or "month".'],
    [{ view: 'agenda', days: 90 }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: null }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: 7, url: 'http://127.0.0.1/family.ics' }, 'This calendar setting is not known.'],
  ])('refuses %j with a clear 400', async (config, message) => {
    const res = await call(server, 'POST', '/widgets', { token, body: { kind: 'calendar', config } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });
});
