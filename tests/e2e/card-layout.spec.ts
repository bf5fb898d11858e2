import { expect, test, type Locator, type Page } from '@playwright/test';
import { themeNames } from '../../shared/themes.js';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { startFakeSabnzbd, type FakeSabnzbd } from '../fixtures/services/sabnzbd.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 43 item 5: a card shows at most four values, with units, and stays readable on a phone
// (360 px) and a desktop; its details view shows the rest and works from the keyboard. The
// services are fakes on 127.0.0.1: the Custom API document and SABnzbd's queue.
let services: HomelabServices;
let catalogue: FakeCatalogue;
let sabnzbd: FakeSabnzbd;
const catalogueUrl = { value: '' };

test.beforeAll(async () => {
  services = await startHomelabServices();
  catalogue = await startFakeCatalogue();
  sabnzbd = await startFakeSabnzbd();
  catalogueUrl.value = catalogue.url;
});
test.afterAll(async () => {
  await services.close();
  await catalogue.close();
  await sabnzbd.close();
});
const hearth = useHearth({ admin, env: { get HEARTH_CATALOGUE_URL() { return catalogueUrl.value; } } });

/** Six fields: long labels over values with units; the card shows the first four. */
const customFields = [
  { label: 'Uptime since restart', path: 'service.uptime', format: 'duration' },
  { label: 'Largest disk capacity', path: 'disks[1].size', format: 'bytes' },
  { label: 'Disk utilisation', path: 'disks[0].used', format: 'percent' },
  { label: 'Requests served (all time)', path: "['odd key'].count", format: 'number' },
  { label: 'Service name', path: 'service.name', format: 'text' },
  { label: 'Last updated', path: 'service.updated', format: 'date' },
];

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  for (const appId of ['com.customapi', 'com.sabnzbd']) await apiCall(url, token, 'GET', `/app/${appId}/install`);
  const fields = Object.fromEntries(customFields.flatMap((f, i) => [[`field${i + 1}Label`, f.label], [`field${i + 1}Path`, f.path], [`field${i + 1}Format`, f.format]]));
  const link = (name: string, linkURL: string, integration: { package: string; config: Record<string, unknown> }) =>
    apiCall(url, token, 'POST', '/listing/save/link', { linkName: name, linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' }, linkURL, localUrl: '', showOnFeatured: true, showInSidebar: false, integration });
  await link('Storage box', 'http://127.0.0.1:9/storage', {
    package: 'com.customapi',
    config: { url: `${services.url('custom')}/status`, method: 'GET', header1Name: credentials.custom.header, header1Value: credentials.custom.value, ...fields },
  });
  await link('SABnzbd', sabnzbd.url, { package: 'com.sabnzbd', config: { apiKey: sabnzbd.apiKey } });
});

function card(page: Page, name: string): Locator {
  return new HomePage(page, hearth().url).cards.filter({ has: page.getByRole('link', { name: new RegExp(`^${name}\\b`) }) });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What sticks out: each stat's value and label against the card, a details row against the view, and text cut inside its own box. */
function overflow(cardLocator: Locator) {
  return cardLocator.evaluate((el) => {
    const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
    const cardBox = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll<HTMLElement>('.hk-stat')).flatMap((stat) => {
      const problems: string[] = [];
      const statBox = stat.getBoundingClientRect();
      if (!inside(statBox, cardBox)) problems.push(`stat "${stat.textContent ?? ''}" leaves the card`);
      for (const part of Array.from(stat.querySelectorAll<HTMLElement>('.hk-value, .hk-label'))) {
        if (!inside(part.getBoundingClientRect(), statBox)) problems.push(`"${part.textContent ?? ''}" leaves its stat`);
        if (part.scrollWidth > part.clientWidth + 1) problems.push(`"${part.textContent ?? ''}" is cut off`);
      }
      return problems;
    }).concat(
      // The details list scrolls down when long, so only its sides count.
      Array.from(el.querySelectorAll<HTMLElement>('.hk-list dt, .hk-list dd')).flatMap((part) => {
        const box = part.getBoundingClientRect();
        const text = part.textContent ?? '';
        if (box.x < cardBox.x - 0.5 || box.x + box.width > cardBox.x + cardBox.width + 0.5) return [`"${text}" leaves the view`];
        return part.scrollWidth > part.clientWidth + 1 ? [`"${text}" is cut off`] : [];
      }),
    );
  });
}

async function signIn(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await new HomePage(page, hearth().url).goto();
}

for (const width of [360, 1440]) {
  test(`four values with units and long labels fit their card, whole, at ${width} px, in every theme`, async ({ page }) => {
    await signIn(page, width);
    const storage = card(page, 'Storage box');
    await expect(storage.locator('.hk-label')).toHaveText(customFields.slice(0, 4).map((f) => f.label));
    await expect(storage.locator('.hk-value')).toHaveText(['1d 2h', '2 TiB', '42.5%', '123K']);
    const sab = card(page, 'SABnzbd');
    await expect(sab.locator('.hk-value')).toHaveCount(4);
    await expect(sab.locator('.hk-value').first()).toHaveText(/B\/s$/);
    for (const theme of themeNames) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      for (const c of [storage, sab]) expect(await overflow(c), `${theme} at ${width} px`).toEqual([]);
    }
    await shot(page, `card-layout-${width}`);
  });
}

test('the details view shows every value, opens and closes from the keyboard, and gives focus back', async ({ page }) => {
  await signIn(page, 360);
  const storage = card(page, 'Storage box');
  await expect(storage.locator('.hk-value').first()).toHaveText('1d 2h');
  const details = storage.getByRole('button', { name: 'Details of Storage box' });
  await details.focus();
  // Focus is drawn: the button shows an outline or ring when reached by keyboard.
  expect(await details.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const ring = await details.evaluate((el) => { const s = getComputedStyle(el); return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? 'outline' : s.boxShadow; });
  expect(ring).not.toBe('none');
  await page.keyboard.press('Enter');
  const view = page.getByRole('group', { name: 'Details of Storage box' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('button', { name: 'Close details' })).toBeFocused();
  await expect(view.locator('dt')).toHaveText(customFields.map((f) => f.label));
  await expect(view.locator('dd').nth(4)).toHaveText('backup <nightly>');
  expect(await overflow(view)).toEqual([]);
  await shot(page, 'card-layout-details-360');
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(details).toBeFocused();

  // Close by its button (Enter on it) returns focus the same way.
  await page.keyboard.press('Enter');
  await expect(view.getByRole('button', { name: 'Close details' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view).toHaveCount(0);
  await expect(details).toBeFocused();
});
