import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { ListingSeed } from './listingSeed.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ManagePage } from './pages/ManagePage.js';

const hearth = useHearth({ admin });
let seed: ListingSeed;

test.beforeAll(async () => {
  seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test.describe('home and folder cards', () => {
  test('home shows the featured root items and not the unfeatured ones', async ({ page }) => {
    await seed.link('Plex Home', { url: 'https://plex.example.com/web' });
    await seed.folder('Media Shelf');
    await seed.todo('Chores List');
    await seed.link('Hidden Router', { featured: false });
    const home = new HomePage(page, hearth().url);
    await home.goto();
    await expect(home.card('Plex Home')).toBeVisible();
    await expect(home.card('Plex Home')).toContainText('plex.example.com');
    await expect(home.card('Media Shelf')).toBeVisible();
    await expect(home.card('Chores List')).toHaveAttribute('href', /^\/t\//);
    await expect(home.card('Hidden Router')).toHaveCount(0);

    // Outside links open in a new tab that gets no handle back to Hearth.
    await expect(home.card('Plex Home')).toHaveAttribute('target', '_blank');
    await expect(home.card('Plex Home')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a signed-in reload of home asks for its data once, before the page code has even loaded', async ({ page }) => {
    await seed.link('Early Bird', { url: 'https://early.example.com' });
    const events: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/v1/listing/folder/undefined/list' || path === '/api/v1/dashboard') events.push(`asked ${path}`);
    });
    // The page code is held back a second on the wire: with the data asked by the entry script
    // (warmStart), the ask comes first; asked by the page once it has rendered, it could not.
    // (Without the hold, a browser may finish the preloaded chunk before the entry script runs.)
    const pageCode = /\/assets\/(HomePage|signed-in)-[^/]+\.js$/;
    await page.route((url) => pageCode.test(url.pathname), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    page.on('requestfinished', (r) => {
      if (pageCode.test(new URL(r.url()).pathname)) events.push('home code loaded');
    });
    const home = new HomePage(page, hearth().url);
    await home.goto();
    await expect(home.card('Early Bird')).toBeVisible();
    expect(events.filter((e) => e.endsWith('/list'))).toHaveLength(1);
    expect(events.filter((e) => e.endsWith('/dashboard'))).toHaveLength(1);
    expect(events.indexOf('asked /api/v1/listing/folder/undefined/list')).toBeLessThan(events.indexOf('home code loaded'));
  });

  test('a folder card opens the folder with its items under a breadcrumb', async ({ page }) => {
    const shelf = await seed.folder('Library');
    const inner = await seed.folder('Books', { parentId: shelf._id });
    await seed.link('Calibre', { parentId: inner._id });
    const home = new HomePage(page, hearth().url);
    await home.goto();
    await home.card('Library').click();
    await expect(page).toHaveURL(`${hearth().url}/c/${shelf._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await home.expectBreadcrumb(['Home', 'Library']);

    await home.card('Books').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    await home.expectBreadcrumb(['Home', 'Library', 'Books']);
    await expect(home.card('Calibre')).toBeVisible();

    await home.breadcrumb.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(`${hearth().url}/c/${shelf._id}`);
    await home.breadcrumb.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${hearth().url}/`);
  });

  test('an empty folder points to its management screen', async ({ page }) => {
    const empty = await seed.folder('Empty Box');
    const home = new HomePage(page, hearth().url);
    await home.goto(`/c/${empty._id}`);
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Manage this folder' }).click();
    await expect(page).toHaveURL(`${hearth().url}/manage/listing/${empty._id}`);
  });

  test('the header search filters the cards by name, ignoring case', async ({ page }) => {
    const box = await seed.folder('Search Box');
    await seed.link('Grafana', { parentId: box._id });
    await seed.link('Prometheus', { parentId: box._id });
    await seed.link('Graylog', { parentId: box._id });
    const home = new HomePage(page, hearth().url);
    await home.goto(`/c/${box._id}`);
    await expect(home.cards).toHaveCount(3);
    await home.search.fill('GRA');
    await expect(home.cards).toHaveCount(2);
    await expect(home.card('Prometheus')).toHaveCount(0);
    await home.search.fill('nothing like it');
    await expect(page.getByText('No matches')).toBeVisible();
    await home.search.fill('');
    await expect(home.cards).toHaveCount(3);
  });

  test('a link with a local URL uses it when Hearth is opened on the LAN', async ({ page }) => {
    const box = await seed.folder('LAN Box');
    await seed.link('NAS', { parentId: box._id, url: 'https://nas.example.com', localUrl: 'http://192.168.1.5:5000' });
    const home = new HomePage(page, hearth().url);
    // The test server listens on 127.0.0.1, a loopback address: the browser counts as local.
    await home.goto(`/c/${box._id}`);
    await expect(home.card('NAS')).toHaveAttribute('href', 'http://192.168.1.5:5000/');
  });

  test('the copy-link view copies the address and closes on Close and by itself after 15 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const box = await seed.folder('Copy Box');
    await seed.link('Wiki', { parentId: box._id, url: 'https://wiki.example.com/' });
    const home = new HomePage(page, hearth().url);
    await page.clock.install();
    await home.goto(`/c/${box._id}`);

    await home.copyButton('Wiki').click();
    const view = home.copyView('Wiki');
    await expect(view).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://wiki.example.com/');
    await expect(page.getByText(messages.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://wiki.example.com/');
    await view.getByRole('button', { name: 'Close copy link' }).click();
    await expect(view).toHaveCount(0);
    await expect(home.card('Wiki')).toBeVisible();

    await home.copyButton('Wiki').click();
    await expect(view).toBeVisible();
    await page.clock.fastForward(14_000);
    await expect(view).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(view).toHaveCount(0);
    await expect(home.card('Wiki')).toBeVisible();
  });

  test('on a phone the card grid has 2 columns', async ({ page }) => {
    const box = await seed.folder('Phone Box');
    for (const name of ['One', 'Two', 'Three']) await seed.link(name, { parentId: box._id });
    await page.setViewportSize({ width: 390, height: 844 });
    const home = new HomePage(page, hearth().url);
    await home.goto(`/c/${box._id}`);
    await expect(home.cards).toHaveCount(3);
    expect(await home.columnCount()).toBe(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => home.columnCount()).toBe(5);
  });
});

test.describe('listing management', () => {
  test('reordering by keyboard and by drag is saved and survives a reload', async ({ page }) => {
    const box = await seed.folder('Order Box');
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await seed.link(name, { parentId: box._id });
    const manage = new ManagePage(page, hearth().url);
    await manage.goto(box._id);
    await manage.expectOrder(['Alpha', 'Bravo', 'Charlie']);

    expect(await manage.reorderByKeyboard('Alpha', ['ArrowRight'])).toBe(200);
    await manage.expectOrder(['Bravo', 'Alpha', 'Charlie']);
    await page.reload();
    await manage.expectOrder(['Bravo', 'Alpha', 'Charlie']);

    expect(await manage.reorderByMouse('Charlie', 'Bravo')).toBe(200);
    await manage.expectOrder(['Charlie', 'Bravo', 'Alpha']);
    await page.reload();
    await manage.expectOrder(['Charlie', 'Bravo', 'Alpha']);

    // The front folder shows the same order.
    await new HomePage(page, hearth().url).goto(`/c/${box._id}`);
    await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem')).toHaveText([/^Charlie/, /^Bravo/, /^Alpha/]);
  });

  test('move mode moves an item into a folder', async ({ page }) => {
    const box = await seed.folder('Move Box');
    const target = await seed.folder('Target', { parentId: box._id });
    await seed.folder('Other Folder', { parentId: box._id });
    await seed.link('Traveller', { parentId: box._id });
    await seed.link('Bystander', { parentId: box._id });
    const manage = new ManagePage(page, hearth().url);
    await manage.goto(box._id);

    await manage.button('Traveller', 'Move').click();
    await expect(manage.moveBanner).toContainText(messages.moveSelectFolder);
    // Only folders (and the selected item itself) remain, and nothing can be dragged.
    await manage.expectOrder(['Target', 'Other Folder', 'Traveller']);
    await expect(manage.handle('Target')).toHaveCount(0);
    await expect(manage.button('Traveller', 'Move')).toHaveAttribute('aria-pressed', 'true');

    await manage.button('Target', 'Move here: Target').click();
    await expect(page.getByText(messages.moved)).toBeVisible();
    await expect(manage.moveBanner).toHaveCount(0);
    await manage.expectOrder(['Target', 'Other Folder', 'Bystander']);
    await manage.link('Target', 'Open').click();
    await expect(page).toHaveURL(`${hearth().url}/manage/listing/${target._id}`);
    await manage.expectOrder(['Traveller']);
  });

  test('Cancel Move and pressing Move again both leave move mode', async ({ page }) => {
    const box = await seed.folder('Cancel Box');
    await seed.folder('Somewhere', { parentId: box._id });
    await seed.link('Stayer', { parentId: box._id });
    const manage = new ManagePage(page, hearth().url);
    await manage.goto(box._id);

    await manage.button('Stayer', 'Move').click();
    await expect(manage.moveBanner).toBeVisible();
    await manage.moveBanner.getByRole('button', { name: 'Cancel Move' }).click();
    await expect(manage.moveBanner).toHaveCount(0);
    await manage.expectOrder(['Somewhere', 'Stayer']);

    await manage.button('Stayer', 'Move').click();
    await expect(manage.moveBanner).toBeVisible();
    await manage.button('Stayer', 'Move').click();
    await expect(manage.moveBanner).toHaveCount(0);
    await expect(manage.handle('Stayer')).toBeVisible();

    await manage.button('Stayer', 'Move').click();
    await expect(manage.moveBanner).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(manage.moveBanner).toHaveCount(0);
  });

  test('moving a folder into its own subfolder shows the server\'s reason', async ({ page }) => {
    const box = await seed.folder('Cycle Box');
    const parent = await seed.folder('Parent', { parentId: box._id });
    const child = await seed.folder('Child', { parentId: parent._id });
    const manage = new ManagePage(page, hearth().url);
    await manage.goto(box._id);
    await manage.button('Parent', 'Move').click();
    // Open is not offered on the selected folder, so go there by address, keeping ?move=.
    await page.goto(`${hearth().url}/manage/listing/${child._id}?move=${parent._id}`);
    await manage.moveBanner.getByRole('button', { name: 'Move here: Child' }).click();
    await expect(page.getByText(messages.moveIntoItself)).toBeVisible();
    await manage.goto(box._id);
    await manage.expectOrder(['Parent']);
  });

  test('a failed reorder says "Reordering failed." and puts the old order back', async ({ page }) => {
    const box = await seed.folder('Failing Order Box');
    for (const name of ['First', 'Second']) await seed.link(name, { parentId: box._id });
    const manage = new ManagePage(page, hearth().url);
    await page.route('**/api/v1/listing/folder/*/reorder*', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'nope' }) }),
    );
    await manage.goto(box._id);
    expect(await manage.reorderByKeyboard('First', ['ArrowRight'])).toBe(400);
    await expect(page.getByText(messages.reorderFailed)).toBeVisible();
    await manage.expectOrder(['First', 'Second']);
  });

  test('Go to Parent keeps move mode, and Move Here moves the item up a level', async ({ page }) => {
    const box = await seed.folder('Up Box');
    const deep = await seed.folder('Deep', { parentId: box._id });
    await seed.link('Climber', { parentId: deep._id });
    const manage = new ManagePage(page, hearth().url);
    await manage.goto(deep._id);

    await manage.button('Climber', 'Move').click();
    // Where the item already is, there is nothing to move it to.
    await expect(manage.moveBanner.getByRole('button', { name: /^Move here/i })).toHaveCount(0);
    await manage.moveBanner.getByRole('link', { name: 'Go to Parent' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/listing/${box._id}\\?move=`));
    await expect(manage.moveBanner).toContainText('Moving “Climber”');
    await manage.moveBanner.getByRole('button', { name: 'Move here: Up Box' }).click();
    await expect(page.getByText(messages.moved)).toBeVisible();
    await manage.expectOrder(['Deep', 'Climber']);
  });

  test('Delete asks inline: No keeps the item, Yes removes it and a folder goes with its subtree', async ({ page }) => {
    const box = await seed.folder('Delete Box');
    const doomed = await seed.folder('Doomed', { parentId: box._id });
    await seed.link('Inside Doomed', { parentId: doomed._id });
    await seed.link('Keeper', { parentId: box._id });
    const manage = new ManagePage(page, hearth().url);
    await manage.goto(box._id);

    await manage.button('Keeper', 'Delete').click();
    await expect(manage.item('Keeper').getByText('Delete?')).toBeVisible();
    await manage.button('Keeper', 'No').click();
    await expect(manage.button('Keeper', 'Delete')).toBeVisible();

    // A folder says what goes with it: its whole subtree, counted at every depth.
    const deeper = await seed.folder('Deeper', { parentId: doomed._id });
    await seed.link('Deep Link', { parentId: deeper._id });
    await manage.button('Doomed', 'Delete').click();
    await expect(manage.item('Doomed').getByText(messages.deleteWithContents('Doomed', 3))).toBeVisible();
    await manage.button('Doomed', 'Yes').click();
    await expect(page.getByText(messages.deleted)).toBeVisible();
    await manage.expectOrder(['Keeper']);
    expect(await seed.status(`/listing/folder/${doomed._id}/list`)).toBe(404);
    await new HomePage(page, hearth().url).goto(`/c/${doomed._id}`);
    await expect(page.getByText(messages.folderListingFailed)).toBeVisible();
  });

  test('the sidebar follows changes made in management', async ({ page }) => {
    const box = await seed.folder('Sidebar Box');
    await seed.link('Pinned Link', { parentId: box._id, sidebar: true });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await page.reload();
    await expect(sidebar.getByRole('link', { name: 'Pinned Link' })).toBeVisible();

    const manage = new ManagePage(page, hearth().url);
    await manage.goto(box._id);
    await manage.button('Pinned Link', 'Delete').click();
    await manage.button('Pinned Link', 'Yes').click();
    await expect(page.getByText(messages.deleted)).toBeVisible();
    await sidebar.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Pinned Link' })).toHaveCount(0);
  });

  test('the add buttons open the editors for the level on screen', async ({ page }) => {
    const box = await seed.folder('Add Box');
    const manage = new ManagePage(page, hearth().url);
    await manage.goto();
    await expect(page.getByRole('link', { name: 'Add Folder' })).toHaveAttribute('href', '/manage/listing/save/folder');
    await manage.goto(box._id);
    await expect(page.getByText('Nothing here yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Link' })).toHaveAttribute('href', `/manage/listing/${box._id}/save/link`);
    await expect(page.getByRole('link', { name: 'Add Todo List' })).toHaveAttribute('href', `/manage/listing/${box._id}/save/todo`);
    await manage.goto();
    await expect(manage.link('Add Box', 'Edit')).toHaveAttribute('href', `/manage/listing/save/folder/${box._id}`);
  });
});
