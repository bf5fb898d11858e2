// Issue 47 round 6: the listings manager (a folder and a link, the inline delete question, move
// mode) and the folder form in German (long words), Japanese (no spaces) and Arabic (right to
// left): texts from the catalogues, the layout mirrored for Arabic, and nothing wider than its box.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { ListingSeed } from './listingSeed.js';
import { keepTrafficLocal } from './networkGuard.js';
import { shot } from './shots.js';
import { overflowing } from './i18nChecks.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string };
  common: { deleteQuestion: string; yes: string; no: string };
  listings: { types: { category: string; link: string } };
  manage: {
    title: string;
    subtitle: string;
    items: string;
    add: Record<'folder' | 'link' | 'todo' | 'snippet' | 'stream', string>;
    open: string;
    edit: string;
    move: string;
    delete: string;
    deleteName: string;
    moveHereTo: string;
    moveMode: string;
    cancelMove: string;
    featured: string;
    sidebar: string;
    moving: string;
    reorder: string;
  };
  folderForm: { folder: { addTitle: string; name: string; subtitle: string }; homeDisplay: { legend: string; tile: string; section: string } };
  linkForm: { save: string; cancel: string };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const folderName = 'Werkstatt';
const linkName = 'Druckerwarteschlange';

test.beforeAll(async () => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  const folder = await seed.folder(folderName, { featured: true, sidebar: true });
  await seed.link('Router', { parentId: folder._id, featured: false });
  await seed.link(linkName, { featured: false, sidebar: true });
});

async function signedIn(browser: Browser, locale: string, text: Catalogue) {
  const { url } = hearth();
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn, exact: true }).click();
  await expect(page).toHaveURL(`${url}/`);
  return { url, context, page };
}

// The buttons' labels too: they end in an ellipsis when cut, so a cut label counts as overflowing.
const managerParts = ['.page-header', '.manage-card', '.manage-actions', '.manage-actions .btn span', '.manage-confirm', '.move-banner', '.move-banner-actions'];

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`the listings manager and the folder form in ${code}${dir === 'rtl' ? ', mirrored' : ''}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const text = catalogue(code);
    const en = catalogue('en');
    const { url, context, page } = await signedIn(browser, locale, text);

    await page.goto(`${url}/manage/listing`);
    await expect(page.getByRole('heading', { level: 1, name: text.manage.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByText(text.manage.subtitle)).toBeVisible();
    for (const kind of ['folder', 'link', 'todo', 'snippet', 'stream'] as const) {
      await expect(page.getByRole('link', { name: text.manage.add[kind], exact: true })).toBeVisible();
    }
    const grid = page.getByRole('list', { name: text.manage.items });
    const folder = grid.getByRole('article', { name: folderName });
    const link = grid.getByRole('article', { name: linkName });
    await expect(folder.getByRole('link', { name: text.manage.open })).toBeVisible();
    await expect(folder.getByRole('link', { name: text.manage.edit })).toBeVisible();
    await expect(folder.getByText(text.listings.types.category, { exact: true })).toBeVisible();
    await expect(folder.getByText(text.manage.featured, { exact: true })).toBeVisible();
    await expect(folder.getByText(text.manage.sidebar, { exact: true })).toBeVisible();
    await expect(link.getByText(text.listings.types.link, { exact: true })).toBeVisible();
    await expect(link.getByRole('button', { name: fill(text.manage.reorder, { name: linkName }) })).toBeVisible();
    // Nothing of the English screen is left.
    await expect(page.getByText(en.manage.subtitle)).toHaveCount(0);
    await expect(page.getByRole('link', { name: en.manage.add.folder, exact: true })).toHaveCount(0);
    // Mirrored in Arabic: the first add button sits right of the last one.
    const first = await page.getByRole('link', { name: text.manage.add.folder, exact: true }).boundingBox();
    const last = await page.getByRole('link', { name: text.manage.add.stream, exact: true }).boundingBox();
    expect(first && last ? (first.x > last.x ? 'rtl' : 'ltr') : 'missing').toBe(dir);
    await expect.poll(() => overflowing(page, managerParts)).toEqual([]);
    await shot(page, `manage-${code}`);

    // The inline delete question of the link: asked in place, answered No.
    await link.getByRole('button', { name: text.manage.delete, exact: true }).click();
    const confirm = page.getByRole('group', { name: fill(text.manage.deleteName, { name: linkName }) });
    await expect(confirm.getByText(text.common.deleteQuestion, { exact: true })).toBeVisible();
    await expect(confirm.getByRole('button', { name: text.common.yes, exact: true })).toBeVisible();
    await expect.poll(() => overflowing(page, managerParts)).toEqual([]);
    await shot(page, `manage-delete-${code}`);
    await confirm.getByRole('button', { name: text.common.no, exact: true }).click();
    await expect(link.getByRole('button', { name: text.manage.delete, exact: true })).toBeVisible();

    // Move mode for the link: the banner and the folder's Move Here.
    await link.getByRole('button', { name: text.manage.move, exact: true }).click();
    const banner = page.getByRole('region', { name: text.manage.moveMode });
    await expect(banner).toBeVisible();
    await expect(page.getByText(text.manage.moving, { exact: true })).toBeVisible();
    await expect(folder.getByRole('button', { name: fill(text.manage.moveHereTo, { name: folderName }) })).toBeVisible();
    await expect.poll(() => overflowing(page, managerParts)).toEqual([]);
    await shot(page, `manage-move-${code}`);
    await banner.getByRole('button', { name: text.manage.cancelMove }).click();
    await expect(banner).toHaveCount(0);

    // The folder form, at the top level: featured by default, so it asks how Home shows it.
    await page.getByRole('link', { name: text.manage.add.folder, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.folderForm.folder.addTitle })).toBeVisible();
    await expect(page.getByText(text.folderForm.folder.subtitle)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.folderForm.folder.name })).toBeVisible();
    const display = page.getByRole('group', { name: text.folderForm.homeDisplay.legend });
    await expect(display.getByRole('radio', { name: text.folderForm.homeDisplay.tile })).toBeChecked();
    await expect(display.getByRole('radio', { name: text.folderForm.homeDisplay.section })).toBeVisible();
    await expect(page.getByRole('button', { name: text.linkForm.save, exact: true })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.page-header', '.editor-group', '.radio-field', '.check-field'])).toEqual([]);
    await shot(page, `folder-form-${code}`);
    await context.close();
  });
}
