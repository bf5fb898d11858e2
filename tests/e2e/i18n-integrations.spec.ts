// Issue 47: App Integration (installed, built-ins, the catalogue and its review) and Docker (hosts,
// the host form, containers, proposed cards) in German (long words), Japanese (no spaces) and
// Arabic (right to left): texts from the catalogue, the server's and the form's messages in the
// reader's language, the layout mirrored for Arabic, and nothing wider than its box. The catalogue
// and the Docker engine are fakes on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { startBrokenEngines, type BrokenEngines } from '../helpers/broken-engines.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { apiCall, signInToken } from './apiCall.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

interface Catalogue {
  auth: { signIn: string };
  messages: Record<string, string>;
  integrations: {
    appsTitle: string;
    appsSubtitle: string;
    browse: string;
    sync: string;
    installedHeading: string;
    install: string;
    uploadZip: string;
    cardAction: string;
    installAsk: string;
    installApp: string;
    publisher: string;
    reachesTerm: string;
    cancel: string;
    category: Record<string, string>;
  };
  docker: {
    hostsTitle: string;
    addHost: string;
    testConnection: string;
    testFailed: string;
    discoveryOn: string;
    name: string;
    address: string;
    save: string;
    containersTitle: string;
    stateFilter: string;
    filter: Record<string, string>;
    proposedTitle: string;
  };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const en = catalogue('en');

let fakeCatalogue: FakeCatalogue;
let engines: BrokenEngines;
const catalogueUrl = { value: '' };

// Registered before useHearth's own hook, so the fakes are up when the server reads its env.
test.beforeAll(async () => {
  fakeCatalogue = await startFakeCatalogue();
  catalogueUrl.value = fakeCatalogue.url;
  const files = packageFiles({ appId: 'com.weather-station', appJs: answering("'21 °C'"), manifest: { appName: 'Wetterstation', description: 'Temperatur und Luftfeuchte' } });
  fakeCatalogue.publish('com.weather-station', '1.0.0', await zipOf(files), { appName: 'Wetterstation', publisher: 'Garten GmbH', description: 'Temperatur und Luftfeuchte' });
  engines = await startBrokenEngines();
});

test.afterAll(async () => {
  await fakeCatalogue.close();
  await engines.close();
});

const hearth = useHearth({ admin, env: { get HEARTH_CATALOGUE_URL() { return catalogueUrl.value; } } });

// A Docker host whose engine answers an HTML page: its row, its test and the containers screen say why, translated.
test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/docker/hosts', { name: 'Dachboden-NAS', url: engines.garbage, discovery: true });
});

async function signedIn(browser: Browser, locale: string, text: Catalogue) {
  const { url } = hearth();
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn }).click();
  await expect(page).toHaveURL(`${url}/`);
  return { page, context, url };
}

/** The longest stretch of a message template between its values: enough to find the translated text. */
const lead = (template: string) => template.split(/\{\{\d+\}\}/).reduce((a, b) => (b.length > a.length ? b : a), '').trim();

const pageParts = ['.page-header', 'main#content'];

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`in ${code}: App Integration, the catalogue and its review are translated and fit`, async ({ browser }) => {
    const text = catalogue(code);
    const t = text.integrations;
    const { page, context, url } = await signedIn(browser, locale, text);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // Installed integrations and the built-ins, by kind.
    await page.goto(`${url}/manage/apps`);
    await expect(page.getByRole('heading', { level: 1, name: t.appsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: t.sync, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t.browse })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.installedHeading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.messages['integrationMessages.builtinsHeading'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${t.category.media}`) })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: text.messages['integrationMessages.builtinsSearch'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.integrations.appsTitle })).toHaveCount(0);
    await expect(page.getByText(en.integrations.appsSubtitle)).toHaveCount(0);
    await expect.poll(() => overflowing(page, [...pageParts, '.builtins-head', '.app-row', '.builtins-kind'])).toEqual([]);
    await shot(page, `apps-${code}`);

    // The catalogue: Upload Zip, an app's Install, and the review before it installs.
    await page.goto(`${url}/manage/apps/install`);
    await expect(page.getByRole('heading', { level: 1, name: t.browse })).toBeVisible();
    await expect(page.getByRole('button', { name: t.uploadZip })).toBeVisible();
    // The grid grows as it scrolls: scroll until the catalogue's last entries are there ("Loading more…" gone).
    await expect(page.locator('li.catalogue-card').first()).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.locator('.apps-more')).toHaveCount(0, { timeout: 500 });
    }).toPass();
    const install = page.getByRole('button', { name: fill(t.cardAction, { action: t.install, name: 'Wetterstation' }) });
    await expect(install).toHaveText(t.install);
    await install.click();
    const review = page.getByRole('group', { name: fill(t.installAsk, { name: 'Wetterstation' }) });
    await expect(review.getByText(t.publisher, { exact: true })).toBeVisible();
    await expect(review.getByText('Garten GmbH')).toBeVisible();
    await expect(review.getByText(t.reachesTerm, { exact: true })).toBeVisible();
    await expect(review.getByRole('button', { name: fill(t.installApp, { name: 'Wetterstation' }) })).toBeEnabled();
    await expect(page.getByText('Checking the package…')).toHaveCount(0);
    await expect.poll(() => overflowing(page, [...pageParts, '.catalogue-card', '.catalogue-review-actions'])).toEqual([]);
    await shot(page, `apps-catalogue-${code}`);
    await review.getByRole('button', { name: t.cancel }).click();
    await context.close();
  });

  test(`in ${code}: Docker hosts, the host form and the containers screen are translated, with the engine's failure in the reader's words`, async ({ browser }) => {
    const text = catalogue(code);
    const d = text.docker;
    const { page, context, url } = await signedIn(browser, locale, text);
    const notJson = lead(text.messages['dockerMessages.notJson'] ?? '');
    expect(notJson.length).toBeGreaterThan(0);

    // The hosts list: the row, Test connection, and why it failed.
    await page.goto(`${url}/manage/docker`);
    await expect(page.getByRole('heading', { level: 1, name: d.hostsTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: d.addHost })).toBeVisible();
    const row = page.getByRole('listitem', { name: 'Dachboden-NAS' });
    await expect(row).toContainText(d.discoveryOn);
    await row.getByRole('button', { name: d.testConnection }).click();
    await expect(row.getByRole('status')).toContainText(d.testFailed);
    await expect(row.getByRole('status')).toContainText(notJson);
    await expect(row.getByRole('status')).not.toContainText('answered with something');
    await expect.poll(() => overflowing(page, [...pageParts, '.docker-host-row', '.device-row-actions'])).toEqual([]);
    await shot(page, `docker-hosts-${code}`);

    // The form: its labels, and the shared schema's refusal in this language.
    await page.goto(`${url}/manage/docker/save`);
    await expect(page.getByRole('heading', { level: 1, name: d.addHost })).toBeVisible();
    await expect(page.getByRole('textbox', { name: d.address })).toBeVisible();
    await page.getByRole('button', { name: d.save, exact: true }).click();
    await expect(page.getByText(text.messages['dockerMessages.nameRequired'] ?? 'missing')).toBeVisible();
    await expect(page.getByRole('textbox', { name: d.name, exact: true })).toBeFocused();
    await expect(page.getByText('Give the Docker host a name.')).toHaveCount(0);
    await expect.poll(() => overflowing(page, [...pageParts, '.editor-card', '.docker-url-help', '.editor-actions'])).toEqual([]);
    await shot(page, `docker-host-form-${code}`);

    // Containers: the state filter, the host that cannot be read (its reason translated) and the proposals box.
    await page.goto(`${url}/containers`);
    await expect(page.getByRole('heading', { level: 1, name: d.containersTitle })).toBeVisible();
    await expect(page.getByRole('combobox', { name: d.stateFilter })).toHaveValue('all');
    await expect(page.getByRole('combobox', { name: d.stateFilter }).locator('option').first()).toHaveText(d.filter.all ?? '');
    const host = page.getByRole('region', { name: /^Dachboden-NAS/ });
    await expect(host.getByRole('alert')).toContainText(notJson);
    await expect(page.getByRole('heading', { level: 2, name: d.proposedTitle })).toBeVisible();
    await expect(page.getByText('Proposed cards')).toHaveCount(0);
    // Mirrored for Arabic: the filter sits at the inline end of the header, left of the title in Arabic.
    const title = await page.getByRole('heading', { level: 1, name: d.containersTitle }).boundingBox();
    const filter = await page.getByRole('combobox', { name: d.stateFilter }).boundingBox();
    if (!title || !filter) throw new Error('no title or filter box');
    if (dir === 'rtl') expect(filter.x).toBeLessThan(title.x);
    else expect(filter.x).toBeGreaterThan(title.x);
    await expect.poll(() => overflowing(page, [...pageParts, '.container-host', '.proposals', '.container-filter'])).toEqual([]);
    await shot(page, `containers-${code}`);
    await context.close();
  });
}
