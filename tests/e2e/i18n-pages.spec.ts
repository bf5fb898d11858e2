// Issue 47: the pages screens (list, editor with its toolbar and link row) and the TOTP
// authenticator (list, form, import preview, side panel) in German (long words), Japanese (no
// spaces) and Arabic (right to left): translated texts read from the catalogues, shared messages
// in the same language, the layout mirrored for Arabic, and nothing wider than its box.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { base32 } from '../helpers/totp.js';
import { admin, useHearth } from './fixtures.js';
import { ApiSeed } from './apiSeed.js';
import { apiCall } from './apiCall.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

// Six screens in each sign-in, and a server to start: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string };
  shell: { features: { authenticator: string } };
  messages: Record<string, string>;
  pages: {
    list: Record<'title' | 'add' | 'listLabel' | 'published' | 'unpublished' | 'edited' | 'publish' | 'unpublish' | 'editNamed' | 'deleteNamed' | 'viewNamed' | 'deleteTitle' | 'delete' | 'cancel', string>;
    editor: Record<'addTitle' | 'titleLabel' | 'contentLabel' | 'publish' | 'placeholder', string>;
    toolbar: { label: string; textStyle: string; bold: string; link: string; block: Record<'paragraph' | 'h1' | 'code', string> };
    linkForm: Record<'address' | 'apply' | 'cancel' | 'invalid', string>;
  };
  authenticator: {
    addService: string;
    cancel: string;
    panel: Record<'title' | 'close' | 'search' | 'noMatch' | 'codes' | 'manage', string>;
    code: { label: string };
    manage: Record<'title' | 'import' | 'listLabel', string>;
    row: Record<'edit' | 'editNamed' | 'deleteNamed' | 'reorder' | 'deleteQuestion' | 'confirmDelete' | 'yes' | 'no', string>;
    form: Record<'uploadQr' | 'chooseQr' | 'serviceName' | 'accountName' | 'secret' | 'save', string>;
    import: Record<string, string>;
  };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A language's plural form of `key` for `count`, as i18next picks it. */
function plural(section: Record<string, string>, key: string, count: number, code: string): string {
  const form = new Intl.PluralRules(code).select(count);
  return fill(section[`${key}_${form}`] ?? section[`${key}_other`] ?? '', { count: String(count) });
}

test.beforeAll(async () => {
  const { url } = hearth();
  const seed = await ApiSeed.signIn(url, admin.username, admin.password);
  await seed.page('Werkstatt-Handbuch', '<h2>Werkzeug</h2><p>Bohrmaschine und Schraubenzieher.</p>', true);
  await seed.page('Einkaufsliste für das Wochenende', '<p>Brot, Milch</p>', false);
  const settings = await apiCall<Record<string, unknown>>(url, seed.token, 'GET', '/settings');
  await apiCall(url, seed.token, 'POST', '/settings', { ...settings.message, authenticator: true });
  const icon = { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' };
  for (const [serviceName, accountName] of [
    ['Nextcloud', 'verwaltung@example.org'],
    ['Vaultwarden', 'familie'],
  ])
    await apiCall(url, seed.token, 'POST', '/totp/save', { authId: null, serviceIcon: icon, serviceName, accountName, secret: base32(randomBytes(20)) });
});

async function signedIn(browser: Browser, locale: string, text: Catalogue, width = 1280) {
  const { url } = hearth();
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn }).click();
  await expect(page).toHaveURL(`${url}/`);
  return { page, context, url };
}

/** An Aegis export (plain JSON) with one usable entry and one counter-based entry that is skipped. */
const aegisExport = () =>
  JSON.stringify({
    version: 1,
    header: { slots: null, params: null },
    db: {
      version: 2,
      entries: [
        { type: 'totp', name: 'oma@example.org', issuer: 'Fotoalbum', info: { secret: base32(randomBytes(20)), algo: 'SHA1', digits: 6, period: 30 } },
        { type: 'hotp', name: 'opa', issuer: 'Altes Konto', info: { secret: base32(randomBytes(20)), algo: 'SHA1', digits: 6, counter: 1 } },
      ],
    },
  });

const shellParts = ['.header', '.sidebar', 'main#content', '.page-header'];

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`in ${code}: the pages list and editor, the authenticator list, form, import and panel are translated${dir === 'rtl' ? ', mirrored' : ''} and fit`, async ({ browser }) => {
    const text = catalogue(code);
    const { pages, authenticator: auth, messages } = text;
    const { page, context, url } = await signedIn(browser, locale, text);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // The pages list: both pages with their state, the edited date, each row's actions.
    await page.goto(`${url}/manage/page`);
    await expect(page.getByRole('heading', { level: 1, name: pages.list.title })).toBeVisible();
    await expect(page.getByRole('link', { name: pages.list.add })).toBeVisible();
    const rows = page.getByRole('list', { name: pages.list.listLabel });
    const handbook = rows.getByRole('listitem').filter({ hasText: 'Werkstatt-Handbuch' });
    const shopping = rows.getByRole('listitem').filter({ hasText: 'Einkaufsliste für das Wochenende' });
    await expect(handbook.locator('.badge')).toHaveText(pages.list.published);
    await expect(shopping.locator('.badge')).toHaveText(pages.list.unpublished);
    const edited = fill(pages.list.edited, { date: '(.+)' });
    await expect(handbook.locator('.page-row-meta')).toContainText(new RegExp(escape(edited).replace(escape('(.+)'), '.+')));
    await expect(handbook.getByRole('link', { name: fill(pages.list.viewNamed, { name: 'Werkstatt-Handbuch' }) })).toBeVisible();
    await expect(handbook.getByRole('button', { name: pages.list.unpublish })).toBeVisible();
    await expect(shopping.getByRole('button', { name: pages.list.publish })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toHaveCount(0);
    if (dir === 'rtl') {
      // The actions sit at the row's start edge in Arabic: left of the title.
      const title = await handbook.locator('.page-row-title').boundingBox();
      const actions = await handbook.locator('.page-row-actions').boundingBox();
      expect(title && actions ? actions.x < title.x : false).toBe(true);
    }
    await expect.poll(() => overflowing(page, [...shellParts, '.page-row', '.page-row-main', '.page-row-actions'])).toEqual([]);
    await shot(page, `pages-list-${code}`);

    // Delete asks first, in this language, with the shared confirmation translated.
    await handbook.getByRole('button', { name: fill(pages.list.deleteNamed, { name: 'Werkstatt-Handbuch' }) }).click();
    const confirm = page.getByRole('dialog', { name: pages.list.deleteTitle });
    await expect(confirm).toContainText(messages.pageDeleteConfirm ?? '');
    await expect(confirm.getByRole('button', { name: pages.list.delete, exact: true })).toBeVisible();
    await expect(confirm.getByRole('button', { name: pages.list.cancel, exact: true })).toBeFocused();
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await shot(page, `pages-delete-${code}`);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    // The editor: fields, toolbar, the link row, and the title's refusal in this language.
    await page.getByRole('link', { name: pages.list.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.editor.addTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: pages.editor.titleLabel })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: pages.toolbar.label });
    await expect(toolbar.getByRole('combobox', { name: pages.toolbar.textStyle })).toContainText(pages.toolbar.block.h1);
    await expect(toolbar.getByRole('button', { name: pages.toolbar.bold })).toBeVisible();
    await expect(page.locator('.rich-editor-placeholder')).toHaveText(pages.editor.placeholder);
    await expect(page.getByRole('checkbox', { name: pages.editor.publish })).toBeChecked();
    await page.locator('.editor-actions button[type="submit"]').click();
    await expect(page.locator('#page-title-error')).toHaveText(messages.pageTitleRequired ?? '');
    await toolbar.getByRole('button', { name: pages.toolbar.link }).click();
    const address = page.getByRole('textbox', { name: pages.linkForm.address });
    await address.fill('javascript:alert(1)');
    await page.getByRole('button', { name: pages.linkForm.apply }).click();
    await expect(page.locator('#rich-link-error')).toHaveText(pages.linkForm.invalid);
    await expect.poll(() => overflowing(page, [...shellParts, '.rich-toolbar', '.rich-link-form', '.editor-actions'])).toEqual([]);
    await shot(page, `pages-editor-${code}`);
    await page.getByRole('button', { name: pages.linkForm.cancel, exact: true }).click();

    // The authenticator list: its two services with their actions.
    await page.goto(`${url}/manage/totp`);
    await expect(page.getByRole('heading', { level: 1, name: auth.manage.title })).toBeVisible();
    const header = page.locator('.page-header');
    await expect(header.getByRole('link', { name: auth.manage.import, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: auth.addService, exact: true })).toBeVisible();
    const services = page.getByRole('list', { name: auth.manage.listLabel });
    await expect(services.getByRole('link', { name: fill(auth.row.editNamed, { name: 'Nextcloud' }) })).toHaveText(auth.row.edit);
    await expect(services.getByRole('button', { name: fill(auth.row.reorder, { name: 'Vaultwarden' }) })).toBeVisible();
    await expect.poll(() => overflowing(page, [...shellParts, '.totp-row', '.totp-row-text', '.manage-actions'])).toEqual([]);
    await shot(page, `totp-list-${code}`);
    // Delete asks in place: the question, Yes and No in this language; No keeps the service.
    await services.getByRole('button', { name: fill(auth.row.deleteNamed, { name: 'Vaultwarden' }) }).click();
    const ask = services.getByRole('group', { name: fill(auth.row.deleteQuestion, { name: 'Vaultwarden' }) });
    await expect(ask).toContainText(auth.row.confirmDelete);
    await expect(ask.getByRole('button', { name: auth.row.yes, exact: true })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.totp-row', '.manage-confirm'])).toEqual([]);
    await shot(page, `totp-list-confirm-${code}`);
    await ask.getByRole('button', { name: auth.row.no, exact: true }).click();
    await expect(services.getByRole('link', { name: fill(auth.row.editNamed, { name: 'Vaultwarden' }) })).toBeVisible();

    // The add form: labels, the QR upload, and the shared refusals of empty fields.
    await header.getByRole('link', { name: auth.addService, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.addService })).toBeVisible();
    await expect(page.locator('.totp-upload').first()).toContainText(auth.form.chooseQr);
    await expect(page.getByRole('textbox', { name: auth.form.serviceName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: auth.form.secret })).toBeVisible();
    await page.getByRole('button', { name: auth.form.save, exact: true }).click();
    await expect(page.locator('#totp-service-error')).toHaveText(messages.totpServiceRequired ?? '');
    await expect(page.locator('#totp-secret-error')).toHaveText(messages.totpSecretRequired ?? '');
    await expect.poll(() => overflowing(page, [...shellParts, '.editor-card', '.field', '.editor-actions'])).toEqual([]);
    await shot(page, `totp-form-${code}`);

    // The import preview: one entry to add, one skipped for a reason in this language.
    await page.goto(`${url}/manage/totp/import`);
    await expect(page.getByRole('heading', { level: 1, name: auth.import.title })).toBeVisible();
    await page.getByLabel(auth.import.chooseFile ?? '').setInputFiles({ name: 'aegis.json', mimeType: 'application/json', buffer: Buffer.from(aegisExport()) });
    const summary = fill(auth.import.summary ?? '', { added: plural(auth.import, 'toAdd', 1, code), skipped: plural(auth.import, 'skippedCount', 1, code) });
    await expect(page.locator('.totp-preview [role="status"]')).toHaveText(summary);
    const table = page.locator('.totp-preview-table');
    await expect(table.getByRole('columnheader')).toHaveText([auth.import.service ?? '', auth.import.account ?? '', auth.import.column ?? '']);
    await expect(table.getByRole('row').filter({ hasText: 'Fotoalbum' })).toContainText(auth.import.willAdd ?? '');
    await expect(table.getByRole('row').filter({ hasText: 'Altes Konto' })).toContainText(fill(auth.import.skipped ?? '', { reason: auth.import.notTotp ?? '' }));
    await expect(page.getByRole('button', { name: plural(auth.import, 'importCount', 1, code) })).toBeEnabled();
    await expect.poll(() => overflowing(page, [...shellParts, '.totp-upload', '.totp-preview', '.editor-actions'])).toEqual([]);
    await shot(page, `totp-import-${code}`);

    // The side panel: opened from the header, its search, codes and a search that finds nothing.
    await page.locator('.header').getByRole('button', { name: text.shell.features.authenticator }).click();
    const panel = page.getByRole('dialog', { name: auth.panel.title });
    await expect(panel.getByRole('button', { name: auth.panel.close })).toBeVisible();
    const codes = panel.getByRole('list', { name: auth.panel.codes });
    const codeLabel = escape(fill(auth.code.label, { service: 'Nextcloud', account: 'verwaltung@example.org', digits: 'DIGITS' })).replace('DIGITS', '[\\d ]+');
    await expect(codes.getByRole('button', { name: new RegExp(`^${codeLabel}$`) })).toBeVisible();
    await expect(panel.getByRole('link', { name: auth.panel.manage })).toBeVisible();
    if (dir === 'rtl') {
      // Mirrored in Arabic: the panel sits at the left edge instead of the right.
      const box = await panel.boundingBox();
      expect(box ? box.x < 640 : false).toBe(true);
    }
    await expect.poll(() => overflowing(page, ['.side-panel', '.totp-code'])).toEqual([]);
    await shot(page, `totp-panel-${code}`);
    await panel.getByRole('searchbox', { name: auth.panel.search }).fill('Kalender');
    await expect(panel.locator('.totp-none')).toHaveText(fill(auth.panel.noMatch, { query: 'Kalender' }));
    await context.close();
  });
}
