// The original project's own web client, driving its add forms and /tasks against Hearth
// (issue 27, items 12-14): what it asks must answer the way the original did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { makeTodoList } from '../helpers/listings.js';
import { enableDevices } from '../helpers/devices.js';
import { messages } from '../../shared/messages.js';
import type { IntegrationApp, InstalledPage } from '../../shared/contracts/integrations.js';
import type { TodoItem, TodoListChoice } from '../../shared/contracts/todos.js';

let server: TestServer;
let admin: string;
let user: string;

beforeAll(async () => {
  server = await startTestServer({ isHostMode: true });
  admin = await loginAdmin(server);
  user = await createUser(server, 'tasks-user');
  await enableDevices(server, admin);
});
afterAll(() => server.stop());

describe('item 12: an add form asks for the item "undefined"', () => {
  it('answers a new network device as null', async () => {
    const res = await call(server, 'GET', '/networkdevices/device/undefined', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: null });
  });

  it('answers a new stream with no listing', async () => {
    const res = await call(server, 'GET', '/listing/stream/undefined', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: { listing: null } });
  });

  it('still answers an unknown id as not found', async () => {
    expect((await call(server, 'GET', '/networkdevices/device/0123456789abcdef', { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', '/listing/stream/0123456789abcdef', { token: admin })).status).toBe(404);
  });
});

describe('item 13: config options', () => {
  async function upload(files: Record<string, string>) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await zipOf(files))]), 'app.zip');
    const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(res.status).toBe(200);
  }
  const select = (options: unknown) => ({ config: [{ name: 'mode', label: 'Mode', type: 'select', required: true, options }] });

  async function served(appId: string): Promise<IntegrationApp> {
    const page = await call<InstalledPage>(server, 'GET', '/app/installed?limit=50', { token: admin });
    const app = page.body.message.appList.find((a) => a.appId === appId);
    if (!app) throw new Error(`${appId} is not installed`);
    // The link form of the original client reads the same records.
    const form = await call<{ integrations: IntegrationApp[] }>(server, 'GET', '/listing/link/undefined', { token: admin });
    expect(form.body.message.integrations.find((a) => a.appId === appId)?.config).toEqual(app.config);
    return app;
  }

  it('serves a built-in package\'s {label, value} options as strings, labels in choices', async () => {
    expect((await call(server, 'GET', '/app/com.pihole/install', { token: admin })).status).toBe(200);
    const version = (await served('com.pihole')).config.find((f) => f.name === 'version');
    expect(version?.options).toEqual(['6', '5']);
    expect(version?.choices).toEqual([
      { label: '6 or later', value: '6' },
      { label: '5', value: '5' },
    ]);
  });

  it('accepts a package in the original format with plain string options', async () => {
    await upload(packageFiles({ appId: 'com.strings', appJs: answering("'x'"), manifest: select(['fast', 'slow']) }));
    const field = (await served('com.strings')).config[0];
    expect(field?.options).toEqual(['fast', 'slow']);
    expect(field?.choices).toEqual([
      { label: 'fast', value: 'fast' },
      { label: 'slow', value: 'slow' },
    ]);
  });

  it("serves a field's default (the Custom API's Method is GET), and drops one that is not among its options", async () => {
    expect((await call(server, 'GET', '/app/com.customapi/install', { token: admin })).status).toBe(200);
    expect((await served('com.customapi')).config.find((f) => f.name === 'method')?.default).toBe('GET');
    await upload(packageFiles({ appId: 'com.baddefault', appJs: answering("'x'"), manifest: { config: [{ name: 'mode', label: 'Mode', type: 'select', required: true, options: ['a', 'b'], default: 'c' }] } }));
    expect((await served('com.baddefault')).config[0]).not.toHaveProperty('default');
  });

  it('keeps the usable entries of mixed options and drops the rest', async () => {
    await upload(packageFiles({ appId: 'com.mixed', appJs: answering("'x'"), manifest: select(['a', { label: 'Bee', value: 'b' }, 3, null, { label: 'no value' }, ['nested']]) }));
    const field = (await served('com.mixed')).config[0];
    expect(field?.options).toEqual(['a', 'b', '3']);
    expect(field?.choices?.map((c) => c.label)).toEqual(['a', 'Bee', '3']);
  });
});

describe("item 14: a todo without a list (the original's New Todo on /tasks)", () => {
  const add = (token: string, todoName: string) => call<TodoItem>(server, 'POST', '/todo/item', { token, body: { todoName, priority: 2 } });

  it("goes into the user's default list, made on first use, and says which", async () => {
    const lists = async () => (await call<TodoListChoice[]>(server, 'GET', '/todo/lists', { token: user })).body.message;
    expect(await lists()).toEqual([]);
    const first = await add(user, 'Buy milk');
    expect(first.status).toBe(200);
    expect(first.body.message).toMatchObject({ todoItem: 'Buy milk', parent: { listingName: messages.defaultTodoListName } });
    expect((first.body as unknown as { notice: string }).notice).toBe(messages.todoAddedToDefaultList(messages.defaultTodoListName));
    const second = await add(user, 'Buy bread');
    expect(second.body.message.listingId).toBe(first.body.message.listingId);
    expect((await lists()).map((l) => l._id)).toEqual([first.body.message.listingId]);
  });

  it("never uses another user's default list", async () => {
    const mine = await add(admin, 'Admin task');
    const theirs = await add(user, 'User task');
    expect(mine.body.message.listingId).not.toBe(theirs.body.message.listingId);
  });

  it('makes a new default list when the old one was deleted', async () => {
    const before = await add(user, 'Before');
    await call(server, 'GET', `/listing/delete/${before.body.message.listingId}`, { token: user });
    const after = await add(user, 'After');
    expect(after.status).toBe(200);
    expect(after.body.message.listingId).not.toBe(before.body.message.listingId);
  });

  it('still puts a todo into the list it names', async () => {
    const list = await makeTodoList(server, user, { todoName: 'Garden' });
    const res = await call<TodoItem>(server, 'POST', '/todo/item', { token: user, body: { listingId: list._id, todoName: 'Mow', priority: 1 } });
    expect(res.body.message.listingId).toBe(list._id);
    expect(res.body).not.toHaveProperty('notice');
  });
});
