// Issue 47: the signed-in shell, Home (with a section), a folder page and the command palette in
// German (long words), Japanese (no spaces) and Arabic (right to left): translated texts, the
// layout mirrored for Arabic, and nothing wider than its box.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string };
  shell: { home: string; skipToContent: string; openMenu: string; settingsNav: string };
  home: { greeting: Record<'morning' | 'afternoon' | 'evening', string>; welcome: string; featuredOn: string; featured: string; open: string; openFolder: string };
  listings: { breadcrumb: string; home: string; grid: string; types: { category: string } };
  palette: { launch: string; dialog: string; input: string; groups: { link: string; screen: string }; screens: { theme: string }; actions: { open: string }; hint: { choose: string } };
  settings: { title: string; sections: Record<'weather' | 'docker' | 'profile', { title: string }> };
  weather: { noLocation: string; chooseLocation: string; settings: { title: string; chooseLocation: string; units: { metric: string } } };
  widgets: { title: string; add: string; named: string; removeNamed: string; kinds: { note: string } };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const icon = (iconUrl: string) => ({ iconUrl, iconUrlLight: null, iconProvider: 'self' });
const ids = { section: '', folder: '' };

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  const save = async (kind: 'folder' | 'link', body: Record<string, unknown>) => {
    const answer = await apiCall<{ _id: string }>(url, token, 'POST', `/listing/save/${kind}`, body);
    if (!answer.data) throw new Error(`no ${kind}`);
    return answer.data._id;
  };
  const link = (linkName: string, parentId?: string) =>
    save('link', { linkName, linkIcon: icon('link'), linkURL: `http://127.0.0.1:9/${linkName}`, localUrl: '', parentId, showOnFeatured: !parentId, showInSidebar: false });
  ids.section = await save('folder', { folderName: 'Mediathek', folderIcon: icon('folder'), showOnFeatured: true, showInSidebar: false, homeDisplay: 'section' });
  ids.folder = await save('folder', { folderName: 'Werkstatt', folderIcon: icon('folder'), showOnFeatured: true, showInSidebar: true, homeDisplay: 'tile' });
  await save('folder', { folderName: 'Unterordner', folderIcon: icon('folder'), parentId: ids.folder, showOnFeatured: false, showInSidebar: false });
  await link('Jellyfin', ids.section);
  await link('Sonarr', ids.section);
  await link('Druckerwarteschlange', ids.folder);
  await link('Router');
  await apiCall(url, token, 'POST', '/widgets', { area: 'home', kind: 'note', config: { markdown: 'Einkaufsliste' } });
});

// The card grid itself is left out: its cells reach 6px past it on purpose (room for the focus ring).
const shellParts = ['.header', '.sidebar', '.sidebar-nav', 'main#content'];

async function signedIn(browser: Browser, locale: string, text: Catalogue, width: number) {
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

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`in ${code}: the shell, Home with a section, weather and widgets, a folder page, the palette and settings are translated and fit`, async ({ browser }) => {
    const text = catalogue(code);
    const { page, context, url } = await signedIn(browser, locale, text, 1280);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // Home: greeting by time of day, the featured heading, the section with its links and Open.
    const greetings = Object.values(text.home.greeting);
    await expect(page.locator('.welcome-kicker')).toHaveText(new RegExp(`^(${greetings.join('|')}) · `));
    await expect(page.getByText(fill(text.home.featuredOn, { siteName: 'Hearth' }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.home.featured })).toBeVisible();
    const section = page.getByRole('region', { name: /^Mediathek/ });
    await expect(section.getByRole('link', { name: /^Sonarr/ })).toBeVisible();
    await expect(section.getByRole('link', { name: fill(text.home.openFolder, { name: 'Mediathek' }) })).toHaveText(text.home.open);
    await expect(page.getByRole('list', { name: text.listings.grid }).getByRole('link', { name: /^Router/ })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: text.shell.home, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.palette.launch })).toBeVisible();
    // The weather box (no place set yet) and the widgets bar with a note named in this language.
    await expect(page.locator('.weather')).toHaveText(`${text.weather.noLocation} ${text.weather.chooseLocation}`);
    await expect(page.locator('.weather').getByRole('link', { name: text.weather.chooseLocation })).toBeVisible();
    const widgets = page.getByRole('region', { name: text.widgets.title });
    await expect(widgets.getByRole('button', { name: text.widgets.add })).toBeVisible();
    const note = fill(text.widgets.named, { kind: text.widgets.kinds.note, detail: 'Einkaufsliste' });
    await expect(widgets.getByRole('heading', { level: 3, name: note })).toBeVisible();
    await expect(widgets.getByRole('button', { name: fill(text.widgets.removeNamed, { name: note }) })).toBeVisible();
    // The English texts are gone, not only joined by the translations.
    await expect(page.getByText('Your featured listings on')).toHaveCount(0);
    await expect(page.getByText('No weather location is set.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add widget' })).toHaveCount(0);

    // Mirrored for Arabic: the sidebar on the right of the content, not on its left.
    const sidebar = await page.locator('.sidebar').boundingBox();
    const content = await page.locator('main#content').boundingBox();
    if (!sidebar || !content) throw new Error('no sidebar or content box');
    if (dir === 'rtl') expect(sidebar.x).toBeGreaterThan(content.x);
    else expect(sidebar.x).toBeLessThan(content.x);
    await expect.poll(() => overflowing(page, [...shellParts, '.welcome', '.home-section', '.listing-card', '.weather', '.widget-area-head', '.widget-head'])).toEqual([]);
    await shot(page, `home-${code}`);

    // A folder page: breadcrumb from Home, a subfolder card with its type.
    await page.goto(`${url}/c/${ids.folder}`);
    const breadcrumb = page.getByRole('navigation', { name: text.listings.breadcrumb });
    await expect(breadcrumb.getByRole('link', { name: text.listings.home })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^Unterordner.*${text.listings.types.category}`) })).toBeVisible();
    await expect.poll(() => overflowing(page, [...shellParts, '.breadcrumb', '.listing-card'])).toEqual([]);
    await shot(page, `folder-${code}`);

    // The palette: a link result and a settings screen found by its title in this language.
    await page.goto(`${url}/`);
    // The shortcut listens once the signed-in shell (a lazy chunk) is on screen.
    await expect(page.getByRole('button', { name: text.palette.launch })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: text.palette.dialog });
    const input = palette.getByRole('combobox', { name: text.palette.input });
    await input.fill('Sonarr');
    const links = palette.getByRole('group', { name: text.palette.groups.link });
    await expect(links.getByRole('option', { name: /Sonarr/ })).toContainText(text.palette.actions.open);
    await expect(palette).toContainText(text.palette.hint.choose);
    await input.fill(text.palette.screens.theme);
    await expect(palette.getByRole('group', { name: text.palette.groups.screen }).getByRole('option', { name: new RegExp(text.palette.screens.theme) })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.palette', '.palette-results', '.palette-hint'])).toEqual([]);
    await shot(page, `palette-${code}`);
    await page.keyboard.press('Escape');

    // Settings: the overview with the settings menu, then the weather screen.
    await page.goto(`${url}/manage`);
    await expect(page.getByRole('heading', { level: 1, name: text.settings.title })).toBeVisible();
    const menu = page.getByRole('navigation', { name: text.shell.settingsNav });
    for (const id of ['weather', 'docker', 'profile'] as const) await expect(menu.getByRole('link', { name: text.settings.sections[id].title })).toBeVisible();
    await expect.poll(() => overflowing(page, [...shellParts, '.nav-link'])).toEqual([]);
    await shot(page, `settings-${code}`);
    await menu.getByRole('link', { name: text.settings.sections.weather.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.weather.settings.title })).toBeVisible();
    await expect(page.getByRole('button', { name: text.weather.settings.chooseLocation })).toBeVisible();
    await expect(page.locator('#weather-unit')).toContainText(text.weather.settings.units.metric);
    await expect.poll(() => overflowing(page, [...shellParts, '.location-field'])).toEqual([]);
    await shot(page, `settings-weather-${code}`);
    await context.close();
  });
}

test('in German on a phone, the home and the palette fit the screen', async ({ browser }) => {
  const text = catalogue('de');
  const { page, context } = await signedIn(browser, 'de-DE', text, 360);
  await expect(page.getByRole('button', { name: text.shell.openMenu })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Mediathek/ }).getByRole('link', { name: /^Sonarr/ })).toBeVisible();
  await shot(page, 'home-de-phone');
  await expect.poll(() => overflowing(page, ['.header', 'main#content', '.welcome', '.home-section', '.listing-card'])).toEqual([]);
  await page.getByRole('button', { name: text.palette.launch }).click();
  const palette = page.getByRole('dialog', { name: text.palette.dialog });
  await palette.getByRole('combobox').fill('Druckerwarteschlange');
  await expect(palette.getByRole('option', { name: /Druckerwarteschlange/ })).toBeVisible();
  // The web search row says its whole German text, wrapped, not cut with an ellipsis.
  await expect.poll(() => overflowing(page, ['.palette', '.palette-results', '.palette-option-title.is-ours'])).toEqual([]);
  await shot(page, 'palette-de-phone');
  await context.close();
});
