import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { folderIcon, linkIcon, makeFolder, makeLink } from '../helpers/listings.js';
import { makeTodo, makeTodoList } from '../helpers/todos.js';
import { makeSnippet, makeSnippetList } from '../helpers/snippets.js';
import { makePage } from '../helpers/pages.js';
import type { HearthExport } from '../../shared/contracts/exports.js';

/** Per-user export (issue 28 item 3): the user's own listings, todos, snippets and pages; no secrets, nobody else's data. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAdmin(server);
  expect((await call(server, 'GET', '/app/com.sonarr/install', { token: admin })).status).toBe(200);
});
afterAll(() => server.stop());

const anyIcon: unknown = expect.any(Object);
const exportOf = (token: string) => call<HearthExport>(server, 'GET', '/export', { token });

describe('GET /export', () => {
  it('needs a session', async () => {
    expect((await call(server, 'GET', '/export')).status).toBe(401);
  });

  it("holds the user's folders, links, todo items, snippets and pages, and no password, camera or other user's data", async () => {
    const token = await createUser(server, 'exporter');
    const folder = await makeFolder(server, token, { folderName: 'Media', showInSidebar: true });
    await makeLink(server, token, {
      linkName: 'Sonarr',
      linkURL: 'http://sonarr.home.arpa:8989',
      parentId: folder._id,
      showOnFeatured: false,
      integration: { package: 'com.sonarr', config: { overrideurl: 'http://sonarr.home.arpa:8989', apiKey: 'exported-secret-key' } },
    });
    const todos = await makeTodoList(server, token, { todoName: 'Chores', parentId: folder._id, showOnFeatured: false });
    await makeTodo(server, token, todos._id, { todoName: 'Water the plants', priority: 1 });
    const snippetList = await makeSnippetList(server, token, { snippetName: 'Shell' });
    await makeSnippet(server, token, snippetList._id, { snippetTitle: 'Backup', language: 'bash', snippetCode: 'rsync -a /srv/ /backup/', snippetFilename: 'backup.sh' });
    await makePage(server, token, { pageTitle: 'Notes', pageContent: '<p>Hello</p>' });
    expect((await call(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Door', linkURL: 'rtsp://user:camera-password@127.0.0.1:8554/door' } })).status).toBe(200);
    const other = await createUser(server, 'other-exporter');
    await makeFolder(server, other, { folderName: 'Not yours' });

    const res = await exportOf(token);
    expect(res.status).toBe(200);
    const data = res.body.message;
    expect(data.format).toBe('hearth-export');
    expect(data.version).toBe(1);
    expect(data.listings).toEqual([
      {
        type: 'category',
        name: 'Media',
        icon: folderIcon,
        inSidebar: true,
        onFeatured: true,
        children: [
          { type: 'link', name: 'Sonarr', icon: linkIcon, inSidebar: false, onFeatured: false, url: 'http://sonarr.home.arpa:8989/', localUrl: null, integration: { appId: 'com.sonarr', config: { overrideurl: 'http://sonarr.home.arpa:8989/' } } },
          { type: 'todo', name: 'Chores', icon: anyIcon, inSidebar: false, onFeatured: false, items: [{ todoItem: 'Water the plants', completed: false, dueDate: null, priority: 1 }] },
        ],
      },
      {
        type: 'snippet',
        name: 'Shell',
        icon: anyIcon,
        inSidebar: false,
        onFeatured: true,
        snippets: [{ title: 'Backup', language: 'bash', items: [{ filename: 'backup.sh', code: 'rsync -a /srv/ /backup/', language: 'bash' }] }],
      },
    ]);
    expect(data.pages).toEqual([{ pageTitle: 'Notes', pageContent: '<p>Hello</p>', isPublished: true }]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('exported-secret-key');
    expect(text).not.toContain('camera-password');
    expect(text).not.toContain('Not yours');
    expect(data.leftOut.length).toBeGreaterThan(0);
  });
});
