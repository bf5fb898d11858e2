import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { folderIcon, linkIcon, makeFolder, makeLink, makeTodoList } from '../helpers/listings.js';
import { messages } from '../../shared/messages.js';
import { rowOf } from '../helpers/rows.js';
import type { FolderList, Listing, ListingDetail } from '../../shared/contracts/listings.js';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  other = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

function rowCount(where: string): number {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM listings WHERE ${where}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('saving', () => {
  it('creates a featured root folder, then updates it in place', async () => {
    const folder = await makeFolder(server, token, { folderName: 'Media', showInSidebar: true });
    expect(folder).toMatchObject({ listingType: 'category', listingName: 'Media', onFeatured: true, inSidebar: true, parentId: null });
    const res = await call(server, 'POST', '/listing/save/folder', {
      token,
      body: { listingId: folder._id, folderName: 'Media server', folderIcon, showInSidebar: false, showOnFeatured: false },
    });
    expect(res.status).toBe(200);
    const detail = await call<ListingDetail>(server, 'GET', `/listing/folder/${folder._id}`, { token });
    expect(detail.body.message.listing).toMatchObject({ listingName: 'Media server', inSidebar: false, onFeatured: false });
    expect(detail.body.message).toHaveProperty('integrations');
    expect(detail.body.message).toHaveProperty('pages');
  });

  it('never features an item inside a folder', async () => {
    const parent = await makeFolder(server, token);
    const child = await makeLink(server, token, { parentId: parent._id, showOnFeatured: true });
    expect(child.onFeatured).toBe(false);
    expect(child.parentId).toBe(parent._id);
  });

  it.each([
    ['folder', { folderName: '', folderIcon }, messages.fillAllFields],
    ['folder', { folderName: 'x' }, messages.selectIcon],
    ['folder', { folderName: 'x', folderIcon: { iconUrl: '' } }, messages.selectIcon],
    ['todo', { todoName: '  ', todoIcon: folderIcon }, messages.fillAllFields],
    ['todo', { todoName: 'x', todoIcon: null }, messages.selectIcon],
    ['link', { linkName: '', linkIcon, linkURL: 'https://a.b' }, messages.fillAllFields],
    ['link', { linkName: 'x', linkURL: 'https://a.b' }, messages.selectIcon],
    ['link', { linkName: 'x', linkIcon }, messages.linkNeedsUrl],
    ['link', { linkName: 'x', linkIcon, linkURL: 'javascript:alert(1)' }, messages.linkUrlInvalid],
    ['link', { linkName: 'x', linkIcon, linkURL: 'ftp://files.example' }, messages.linkUrlInvalid],
    ['link', { linkName: 'x', linkIcon, localUrl: 'javascript:alert(1)' }, messages.localUrlInvalid],
    ['link', { linkName: 'x', linkIcon, linkURL: '/p/../../etc' }, messages.linkUrlInvalid],
  ])('refuses a %s save with "%s" → %s', async (kind, body, message) => {
    const before = rowCount('1=1');
    const res = await call(server, 'POST', `/listing/save/${kind}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(rowCount('1=1')).toBe(before);
  });

  it('stores a local-only link and a page link', async () => {
    // Stored as the parser's normalised URL (shared/contracts/urls.ts): the bare origin gains its path.
    const local = await makeLink(server, token, { linkURL: '', localUrl: 'http://nas.local:5000' });
    expect(local).toMatchObject({ listingUrl: null, localUrl: 'http://nas.local:5000/' });
    const page = await makeLink(server, token, { linkURL: '/p/abc123' });
    expect(page.listingUrl).toBe('/p/abc123');
  });

  it('answers 404 when updating another user\'s item or creating inside their folder', async () => {
    const mine = await makeFolder(server, token);
    const before = rowOf(server.dataDir, 'listings', mine._id);
    expect(before).toMatchObject({ listing_name: 'Folder' });
    const update = await call(server, 'POST', '/listing/save/folder', { token: other, body: { listingId: mine._id, folderName: 'pwned', folderIcon } });
    expect(update.status).toBe(404);
    const inside = await call(server, 'POST', '/listing/save/link', { token: other, body: { parentId: mine._id, linkName: 'x', linkIcon, linkURL: 'https://x.y' } });
    expect(inside.status).toBe(404);
    expect(rowOf(server.dataDir, 'listings', mine._id)).toEqual(before);
    const detail = await call<ListingDetail>(server, 'GET', `/listing/folder/${mine._id}`, { token });
    expect(detail.body.message.listing?.listingName).toBe('Folder');
  });

  it('answers an add form\'s detail call without an id with no listing', async () => {
    const res = await call<ListingDetail>(server, 'GET', '/listing/link/undefined', { token });
    expect(res.status).toBe(200);
    // The built-ins are offered from the first start (issue 43), so the add form has them too.
    expect(res.body.message).toEqual({ listing: null, integrations: expect.arrayContaining([expect.objectContaining({ appId: 'com.sonarr' })]) as unknown, pages: [] });
  });

  it('answers 404 when a save names an item of another type', async () => {
    const link = await makeLink(server, token);
    const res = await call(server, 'POST', '/listing/save/folder', { token, body: { listingId: link._id, folderName: 'x', folderIcon } });
    expect(res.status).toBe(404);
  });
});

describe('folder lists', () => {
  it('shows featured root items on home in sortOrder, without streams or unfeatured ones', async () => {
    const user = await createUser(server, 'homeowner');
    const a = await makeLink(server, user, { linkName: 'A' });
    const b = await makeFolder(server, user, { folderName: 'B' });
    await makeLink(server, user, { linkName: 'hidden', showOnFeatured: false });
    const home = await call<FolderList>(server, 'GET', '/listing/folder/undefined/list?t=0.1', { token: user });
    expect(home.body.message.items.map((i) => i._id)).toEqual([a._id, b._id]);
    expect(home.body.message.parentFolder).toBeNull();
    const dash = await call<{ homepageItems: Listing[]; sidebarItems: Listing[] }>(server, 'GET', '/dashboard', { token: user });
    expect(dash.body.message.homepageItems.map((i) => i._id)).toEqual([a._id, b._id]);
  });

  it('lists a folder with its breadcrumb, root first and the folder excluded', async () => {
    const top = await makeFolder(server, token, { folderName: 'Top' });
    const mid = await makeFolder(server, token, { folderName: 'Mid', parentId: top._id });
    const leaf = await makeLink(server, token, { linkName: 'Leaf', parentId: mid._id });
    const res = await call<FolderList>(server, 'GET', `/listing/folder/${mid._id}/list`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message.items.map((i) => i._id)).toEqual([leaf._id]);
    expect(res.body.message.parentFolder?._id).toBe(mid._id);
    expect(res.body.message.breadcrumb).toEqual([{ id: top._id, listingName: 'Top' }]);
  });

  it('answers 404 for another user\'s folder, a non-folder and an unknown id', async () => {
    const folder = await makeFolder(server, token);
    const link = await makeLink(server, token);
    expect((await call(server, 'GET', `/listing/folder/${folder._id}/list`, { token: other })).status).toBe(404);
    expect((await call(server, 'GET', `/listing/folder/${folder._id}/list/manage/listing`, { token: other })).status).toBe(404);
    expect((await call(server, 'GET', `/listing/folder/${link._id}/list`, { token })).status).toBe(404);
    expect((await call(server, 'GET', '/listing/folder/nope/list', { token })).status).toBe(404);
    for (const kind of ['folder', 'link', 'todo']) {
      expect((await call(server, 'GET', `/listing/${kind}/${folder._id}`, { token: other })).status).toBe(404);
    }
  });

  it('shows every root item in the manage view, and the sidebar in the dashboard', async () => {
    const user = await createUser(server, 'manager');
    const hidden = await makeLink(server, user, { linkName: 'Zed', showOnFeatured: false, showInSidebar: true });
    const todo = await makeTodoList(server, user, { todoName: 'Alpha', showInSidebar: true });
    const manage = await call<FolderList>(server, 'GET', '/listing/folder/undefined/list/manage/listing', { token: user });
    expect(manage.body.message.items.map((i) => i._id)).toEqual([hidden._id, todo._id]);
    const streams = await call<FolderList>(server, 'GET', '/listing/folder/undefined/list/manage/streaming', { token: user });
    expect(streams.body.message.items).toEqual([]);
    const dash = await call<{ sidebarItems: Listing[] }>(server, 'GET', '/dashboard', { token: user });
    expect(dash.body.message.sidebarItems.map((i) => i.listingName)).toEqual(['Featured', 'Zed', 'Alpha']);
  });
});

describe('the dashboard sidebar', () => {
  it('starts with the original API\'s Featured entry', async () => {
    const user = await createUser(server, 'featured');
    const dash = await call<{ sidebarItems: unknown[] }>(server, 'GET', '/dashboard', { token: user });
    expect(dash.body.message.sidebarItems[0]).toEqual({ _id: null, listingName: 'Featured', listingType: 'link', listingUrl: '/' });
  });

  it('follows the user\'s order (sortOrder, folders before their contents), not the alphabet', async () => {
    const user = await createUser(server, 'sorter');
    const zulu = await makeFolder(server, user, { folderName: 'Zulu', showInSidebar: true });
    const inZulu = await makeLink(server, user, { linkName: 'Alpha inside Zulu', parentId: zulu._id, showInSidebar: true });
    const mike = await makeLink(server, user, { linkName: 'Mike', showInSidebar: true });
    await makeLink(server, user, { linkName: 'Not in the sidebar' });
    const alpha = await makeTodoList(server, user, { todoName: 'Alpha', showInSidebar: true });
    const names = async () =>
      (await call<{ sidebarItems: { listingName: string }[] }>(server, 'GET', '/dashboard', { token: user })).body.message.sidebarItems.map((i) => i.listingName);
    expect(await names()).toEqual(['Featured', 'Zulu', 'Alpha inside Zulu', 'Mike', 'Alpha']);
    const root = await call<FolderList>(server, 'GET', '/listing/folder/undefined/list/manage/listing', { token: user });
    const order = root.body.message.items.map((i) => i._id).filter((id) => id !== zulu._id);
    await call(server, 'POST', '/listing/folder/undefined/reorder', { token: user, body: { items: [alpha._id, mike._id, ...order.filter((id) => id !== alpha._id && id !== mike._id), zulu._id] } });
    expect(await names()).toEqual(['Featured', 'Alpha', 'Mike', 'Zulu', 'Alpha inside Zulu']);
    expect(inZulu.parentId).toBe(zulu._id);
  });
});

describe('reorder', () => {
  it('writes the new order and the list follows it', async () => {
    const folder = await makeFolder(server, token);
    const [a, b, c] = [await makeLink(server, token, { parentId: folder._id }), await makeLink(server, token, { parentId: folder._id }), await makeLink(server, token, { parentId: folder._id })];
    const ids = [c._id, a._id, b._id];
    const res = await call(server, 'POST', `/listing/folder/${folder._id}/reorder`, { token, body: { items: ids } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.reordered);
    const list = await call<FolderList>(server, 'GET', `/listing/folder/${folder._id}/list`, { token });
    expect(list.body.message.items.map((i) => i._id)).toEqual(ids);
  });

  it('refuses ids of another user with 404 and changes nothing', async () => {
    const folder = await makeFolder(server, token);
    const a = await makeLink(server, token, { parentId: folder._id });
    const theirs = await call(server, 'POST', `/listing/folder/${folder._id}/reorder`, { token: other, body: { items: [a._id] } });
    expect(theirs.status).toBe(404);
    const root = await call(server, 'POST', '/listing/folder/undefined/reorder', { token: other, body: { items: [a._id] } });
    expect(root.status).toBe(404);
  });

  it('answers 400 for a body without an items array', async () => {
    const res = await call(server, 'POST', '/listing/folder/undefined/reorder', { token, body: { items: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.reorderItemsInvalid);
  });
});

describe('move', () => {
  it('moves an item into a folder and back to the root', async () => {
    const folder = await makeFolder(server, token);
    const link = await makeLink(server, token);
    const res = await call<string>(server, 'GET', `/listing/move/${link._id}/to/${folder._id}`, { token });
    expect(res.status).toBe(200);
    expect((res.body.listing as Listing).parentId).toBe(folder._id);
    const back = await call(server, 'GET', `/listing/move/${link._id}/to/undefined`, { token });
    expect((back.body.listing as Listing).parentId).toBeNull();
  });

  it('refuses moving a folder into itself or one of its descendants', async () => {
    const top = await makeFolder(server, token);
    const child = await makeFolder(server, token, { parentId: top._id });
    const grandchild = await makeFolder(server, token, { parentId: child._id });
    for (const target of [top._id, child._id, grandchild._id]) {
      const res = await call(server, 'GET', `/listing/move/${top._id}/to/${target}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.moveIntoItself);
    }
    expect(rowCount(`id = '${top._id}' AND parent_id IS NULL`)).toBe(1);
  });

  it('refuses a target that is not a folder', async () => {
    const link = await makeLink(server, token);
    const todo = await makeTodoList(server, token);
    const res = await call(server, 'GET', `/listing/move/${link._id}/to/${todo._id}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.moveTargetNotFolder);
  });

  it('answers 404 for another user\'s item or target folder', async () => {
    const mine = await makeLink(server, token);
    const myFolder = await makeFolder(server, token);
    const theirFolder = await makeFolder(server, other);
    const before = rowOf(server.dataDir, 'listings', mine._id);
    expect(before).toMatchObject({ id: mine._id, parent_id: null });
    expect((await call(server, 'GET', `/listing/move/${mine._id}/to/${theirFolder._id}`, { token })).status).toBe(404);
    expect((await call(server, 'GET', `/listing/move/${mine._id}/to/${myFolder._id}`, { token: other })).status).toBe(404);
    expect(rowOf(server.dataDir, 'listings', mine._id)).toEqual(before);
  });
});

describe('delete', () => {
  it('counts what a delete takes with it, at every depth, for the owner only', async () => {
    const top = await makeFolder(server, token);
    const mid = await makeFolder(server, token, { parentId: top._id });
    await makeLink(server, token, { parentId: mid._id });
    await makeTodoList(server, token, { parentId: mid._id });
    await makeLink(server, token, { parentId: top._id });
    expect((await call(server, 'GET', `/listing/contents/${top._id}`, { token })).body.message).toEqual({ items: 4 });
    expect((await call(server, 'GET', `/listing/contents/${mid._id}`, { token })).body.message).toEqual({ items: 2 });
    const link = await makeLink(server, token);
    expect((await call(server, 'GET', `/listing/contents/${link._id}`, { token })).body.message).toEqual({ items: 0 });
    const res = await call(server, 'GET', `/listing/contents/${top._id}`, { token: other });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.listingNotFound);
  });

  it('deletes the whole subtree in one go', async () => {
    const top = await makeFolder(server, token);
    const mid = await makeFolder(server, token, { parentId: top._id });
    await makeLink(server, token, { parentId: mid._id });
    await makeTodoList(server, token, { parentId: mid._id });
    expect(rowCount(`parent_id IN ('${top._id}', '${mid._id}')`)).toBe(3);
    const res = await call(server, 'GET', `/listing/delete/${top._id}`, { token });
    expect(res.status).toBe(200);
    expect(rowCount(`id = '${top._id}' OR parent_id IN ('${top._id}', '${mid._id}')`)).toBe(0);
  });

  it('answers 404 for another user\'s item and keeps it', async () => {
    const mine = await makeFolder(server, token);
    const res = await call(server, 'GET', `/listing/delete/${mine._id}`, { token: other });
    expect(res.status).toBe(404);
    expect(rowCount(`id = '${mine._id}'`)).toBe(1);
  });
});

describe('cached folder lists', () => {
  it('show a change right after every kind of write', async () => {
    const folder = await makeFolder(server, token);
    const list = async () => (await call<FolderList>(server, 'GET', `/listing/folder/${folder._id}/list`, { token })).body.message.items.map((i) => i.listingName);
    expect(await list()).toEqual([]);
    const link = await makeLink(server, token, { parentId: folder._id, linkName: 'one' });
    expect(await list()).toEqual(['one']);
    await call(server, 'POST', '/listing/save/link', { token, body: { listingId: link._id, linkName: 'renamed', linkIcon, linkURL: 'https://x.y' } });
    expect(await list()).toEqual(['renamed']);
    await call(server, 'GET', `/listing/move/${link._id}/to/undefined`, { token });
    expect(await list()).toEqual([]);
  });

  it('keep the dashboard\'s sidebar and home lists in step with writes', async () => {
    const user = await createUser(server, 'stepper');
    const sidebarNames = async () =>
      (await call<{ sidebarItems: Listing[]; homepageItems: Listing[] }>(server, 'GET', '/dashboard', { token: user })).body.message.sidebarItems.map((i) => i.listingName);
    expect(await sidebarNames()).toEqual(['Featured']);
    const folder = await makeFolder(server, user, { folderName: 'Side', showInSidebar: true });
    expect(await sidebarNames()).toEqual(['Featured', 'Side']);
    await call(server, 'GET', `/listing/delete/${folder._id}`, { token: user });
    expect(await sidebarNames()).toEqual(['Featured']);
  });

  it('show a change written by another connection to the same file', async () => {
    const folder = await makeFolder(server, token);
    const child = await makeLink(server, token, { parentId: folder._id, linkName: 'before' });
    const path = `/listing/folder/${folder._id}/list`;
    expect((await call<FolderList>(server, 'GET', path, { token })).body.message.items[0]?.listingName).toBe('before');
    const db = new Database(join(server.dataDir, 'hearth.db'));
    db.prepare('UPDATE listings SET listing_name = ? WHERE id = ?').run('after', child._id);
    db.close();
    expect((await call<FolderList>(server, 'GET', path, { token })).body.message.items[0]?.listingName).toBe('after');
  });
});
