import { expect, test, type Locator, type Page } from '@playwright/test';
import { themeNames } from '../../shared/themes.js';
import { integrationMessages } from '../../shared/messages.js';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Front cards with live data: a steady height, labels that never break inside a word, and a
// failing service shown as an error with Retry. The services are fakes on 127.0.0.1.
let services: HomelabServices;
let catalogue: FakeCatalogue;
const catalogueUrl = { value: '' };

test.beforeAll(async () => {
  services = await startHomelabServices();
  catalogue = await startFakeCatalogue();
  catalogueUrl.value = catalogue.url;
});
test.afterAll(async () => {
  await services.close();
  await catalogue.close();
});
// The server's clock runs ahead by `skew` once a test moves the browser's clock on, so the card's
// answer the server shares for a refresh period is as old for both.
let skew = 0;
const hearth = useHearth({ admin, clock: () => Date.now() + skew, env: { get HEARTH_CATALOGUE_URL() { return catalogueUrl.value; } } });

const icon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };
const longLabels = ['Temperature', 'Availability', 'Connections', 'Utilisation'];

async function addLink(url: string, token: string, name: string, integration?: { package: string; config: Record<string, unknown> }) {
  await apiCall(url, token, 'POST', '/listing/save/link', {
    linkName: name,
    linkIcon: icon,
    linkURL: `http://127.0.0.1:9/${encodeURIComponent(name)}`,
    localUrl: '',
    showOnFeatured: true,
    showInSidebar: false,
    ...(integration ? { integration } : {}),
  });
}

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'GET', '/app/com.customapi/install');
  await apiCall(url, token, 'GET', '/app/com.sonarr/install');
  await apiCall(url, token, 'GET', '/app/com.qbittorrent/install');
  const fields = Object.fromEntries(
    longLabels.flatMap((label, i) => [
      [`field${i + 1}Label`, label],
      [`field${i + 1}Path`, i % 2 ? 'disks[0].used' : "['odd key'].count"],
      [`field${i + 1}Format`, 'number'],
    ]),
  );
  await addLink(url, token, 'Weather station', {
    package: 'com.customapi',
    config: { url: `${services.url('custom')}/status`, method: 'GET', header1Name: credentials.custom.header, header1Value: credentials.custom.value, ...fields },
  });
  for (const name of ['Router', 'Printer', 'Wiki', 'Notes']) await addLink(url, token, name);
});

function card(page: Page, name: string): Locator {
  return new HomePage(page, hearth().url).cards.filter({ has: page.getByRole('link', { name: new RegExp(`^${name}\\b`) }) });
}

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

/** Every label in a card's stats: [text, words split over two lines, cut off, title]. */
function labelLayout(cardLocator: Locator) {
  return cardLocator.locator('.hk-label').evaluateAll((labels) =>
    labels.map((label) => {
      const text = label.textContent ?? '';
      const node = label.firstChild;
      let split = 0;
      if (node && node.nodeType === Node.TEXT_NODE) {
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r: DOMRect) => Math.round(r.top)));
          if (lines.size > 1) split += 1;
        }
      }
      return { text, split, cut: label.scrollWidth > label.clientWidth + 1, title: label.getAttribute('title') };
    }),
  );
}

async function signIn(page: Page) {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await new HomePage(page, hearth().url).goto();
}

test('a card in a row keeps its own height instead of stretching to the tallest', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page);
  const weather = card(page, 'Weather station');
  await expect(weather.locator('.hk-value').first()).toHaveText('123K');
  const router = card(page, 'Router');
  // The two share a row, so a stretched grid would make them equally tall.
  expect(Math.round((await router.boundingBox())?.y ?? -1)).toBe(Math.round((await weather.boundingBox())?.y ?? -2));
  const plain = await Promise.all(['Router', 'Printer', 'Wiki', 'Notes'].map((name) => height(card(page, name))));
  expect(new Set(plain).size).toBe(1);
  expect(plain[0]).toBeLessThan(await height(weather));
});

for (const width of [1440, 390]) {
  test(`integration labels wrap between words or are cut with their full text as a tooltip (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await signIn(page);
    const weather = card(page, 'Weather station');
    await expect(weather.locator('.hk-label')).toHaveText(longLabels);
    for (const label of await labelLayout(weather)) {
      expect(label.split, `"${label.text}" breaks inside a word`).toBe(0);
      if (label.cut) expect(label.title, `"${label.text}" is cut off without a tooltip`).toBe(label.text);
    }
    await shot(page, `cards-labels-${width}`);
  });
}

test('a service that cannot be reached shows an error in the status colour, and Retry fetches it again', async ({ page }) => {
  services.setDown('sonarr', true);
  try {
    // A link of its own (the server keeps a card's data for a while, so not one shown before).
    const { url } = hearth();
    await apiCall(url, await signInToken(url, admin.username, admin.password), 'POST', '/listing/save/link', {
      linkName: 'Sonarr',
      linkIcon: icon,
      linkURL: services.url('sonarr'),
      localUrl: '',
      showOnFeatured: true,
      showInSidebar: false,
      integration: { package: 'com.sonarr', config: credentials.sonarr },
    });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page);
    const sonarr = card(page, 'Sonarr');
    const error = sonarr.getByRole('status');
    await expect(error).toContainText(integrationMessages.cardUnavailable);
    for (const theme of themeNames) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const { colour, danger } = await error.evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--danger)';
        el.append(probe);
        const found = { colour: getComputedStyle(el).color, danger: getComputedStyle(probe).color };
        probe.remove();
        return found;
      });
      expect(colour, `error text colour in ${theme}`).toBe(danger);
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await shot(page, 'card-error');

    const asked = services.requests.filter((r) => r.includes('/sonarr/')).length;
    services.setDown('sonarr', false);
    const retry = sonarr.getByRole('button', { name: 'Retry Sonarr' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(sonarr.locator('.hk-value').first()).toHaveText('5');
    expect(services.requests.filter((r) => r.includes('/sonarr/')).length).toBeGreaterThan(asked);
    await expect(sonarr.getByRole('status')).toHaveCount(0);
    await shot(page, 'cards-home');
  } finally {
    services.setDown('sonarr', false);
  }
});

/** Whether an element's text is drawn in the theme's muted colour (dimmed), or which colour it is. */
function colourAndMuted(locator: Locator) {
  return locator.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--muted)';
    el.append(probe);
    const colour = getComputedStyle(el).color;
    const muted = getComputedStyle(probe).color;
    probe.remove();
    return { colour: colour === muted ? 'muted' : colour };
  });
}

test('a card whose refresh fails keeps its last values dimmed, says when they came and why, and offers Retry', async ({ page }) => {
  const { url } = hearth();
  const saved = await apiCall(url, await signInToken(url, admin.username, admin.password), 'POST', '/listing/save/link', {
    linkName: 'qBittorrent',
    linkIcon: icon,
    linkURL: services.url('qbit'),
    localUrl: '',
    showOnFeatured: true,
    showInSidebar: false,
    integration: { package: 'com.qbittorrent', config: credentials.qbittorrent },
  });
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Time runs as usual; the card's refreshes (every 30 s) are reached with fastForward.
  await page.clock.install();
  await signIn(page);
  const qbit = card(page, 'qBittorrent');
  const seeding = qbit.locator('.hk-stat').filter({ hasText: 'Seeding' }).locator('.hk-value');
  await expect(seeding).toHaveText('2');
  await expect(qbit.getByRole('status')).toHaveCount(0);

  services.setDown('qbit', true);
  try {
    const refreshed = page.waitForResponse((response) => response.url().includes(`/api/v1/app/run/${saved.data?._id ?? ''}/`));
    skew += 121_000;
    await page.clock.fastForward(121_000);
    expect((await refreshed).status()).toBe(400);
    // At once: the old values stay, dimmed, under when they came and why the refresh failed.
    const status = qbit.locator('.integration-strip.is-stale').getByRole('status');
    await expect(status).toHaveText(`${integrationMessages.lastUpdated('2 min ago')} unreachable (ECONNRESET)`);
    const stale = qbit.locator('.integration-stale-data');
    await expect(stale.locator('.hk-stat').filter({ hasText: 'Seeding' }).locator('.hk-value')).toHaveText('2');
    for (const theme of themeNames) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      expect(await colourAndMuted(stale.locator('.hk-value').first()), `old value colour in ${theme}`).toEqual({ colour: 'muted' });
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await shot(page, 'card-stale');
    // The detailed view of the old values says the same.
    await qbit.getByRole('button', { name: 'Details of qBittorrent' }).click();
    const detail = page.getByRole('group', { name: 'Details of qBittorrent' });
    await expect(detail.getByRole('status')).toHaveText(`${integrationMessages.lastUpdated('2 min ago')} unreachable (ECONNRESET)`);
    await expect(detail.locator('.integration-full.integration-stale-data')).toBeVisible();
    expect(await colourAndMuted(detail.locator('.integration-full dd').first())).toEqual({ colour: 'muted' });
    await shot(page, 'card-stale-detail');
    await page.keyboard.press('Escape');

    services.setDown('qbit', false);
    const retry = qbit.getByRole('button', { name: `${integrationMessages.retry} qBittorrent` });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(qbit.getByRole('status')).toHaveCount(0);
    await expect(qbit.locator('.integration-stale-data')).toHaveCount(0);
    await expect(seeding).toHaveText('2');
  } finally {
    services.setDown('qbit', false);
  }
});
