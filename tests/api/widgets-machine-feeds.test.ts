// Issue 44 items 3 and 6 as widget kinds: "This machine" (which parts show) and "Feeds" (how many
// items) are added with their defaults, keep new settings, and refuse bad ones with the shared
// schema's sentence (400), leaving what was stored as it was.
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

async function add(kind: string): Promise<Widget> {
  const res = await call<Widget>(server, 'POST', '/widgets', { token, body: { kind } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
}
const save = (id: string, config: unknown) => call<Widget>(server, 'PUT', `/widgets/${id}`, { token, body: { config } });
const stored = async (id: string) => (await call<Widget[]>(server, 'GET', '/widgets?area=home', { token })).body.message.find((w) => w.id === id);

describe('"This machine"', () => {
  it('starts with every part shown, keeps a choice, and refuses a setting that is not on or off or not known', async () => {
    const widget = await add('hostStats');
    expect(widget.config).toEqual({ cores: true, disks: true, network: true, temperatures: true });
    const chosen = { cores: false, disks: true, network: false, temperatures: true };
    expect((await save(widget.id, chosen)).body.message.config).toEqual(chosen);
    expect(await save(widget.id, { ...chosen, disks: 'yes' })).toMatchObject({ status: 400, body: { error: true, message: 'Showing the disks must be on or off.' } });
    expect(await save(widget.id, { ...chosen, gpu: true })).toMatchObject({ status: 400, body: { message: 'This setting of "This machine" is not known.' } });
    expect((await stored(widget.id))?.config).toEqual(chosen);
  });
});

describe('"Feeds"', () => {
  it('starts with ten items, keeps another count, and refuses a count that is not a whole number from 1 to 50', async () => {
    const widget = await add('feed');
    expect(widget.config).toEqual({ items: 10 });
    expect((await save(widget.id, { items: 25 })).body.message.config).toEqual({ items: 25 });
    const cases: [unknown, string][] = [
      [{ items: 0 }, 'Show from 1 to 50 items.'],
      [{ items: 51 }, 'Show from 1 to 50 items.'],
      [{ items: '5' }, 'Show from 1 to 50 items.'],
      [{ items: 2.5 }, 'Show a whole number of items.'],
      [{}, 'Show from 1 to 50 items.'],
      [{ items: 5, feeds: [] }, 'This feeds setting is not known.'],
    ];
    for (const [config, message] of cases) expect(await save(widget.id, config), JSON.stringify(config)).toMatchObject({ status: 400, body: { error: true, message } });
    expect((await stored(widget.id))?.config).toEqual({ items: 25 });
  });
});
