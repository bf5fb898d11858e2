import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DockerHost } from '../../shared/contracts/docker.js';
import { discoveryMessages, importMessages } from '../../shared/messages.js';
import { onCi } from '../helpers/on-ci.js';
import { podmanEngineMissing, startPodmanEngine, type PodmanEngine } from '../helpers/podman-engine.js';
import { apiCall, signInToken } from './apiCall.js';
import { admin, useHearth } from './fixtures.js';
import { addUser } from './integrationUsers.js';
import { ContainersPages } from './pages/ContainersPages.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Discovery (issue 42) on a real engine: podman's Docker-compatible API, started once for this
// file, with containers labelled as tests/api/docker-proposals.test.ts labels them.
const hearth = useHearth({ admin });
const reader = { username: 'reader', password: 'reader horse battery' } as const;
let engine: PodmanEngine | null = null;
let token = '';
let hostId = '';

test.beforeAll(async () => {
  const missing = podmanEngineMissing();
  if (missing && onCi) throw new Error(`podman engine missing on CI: ${missing}`);
  test.skip(missing !== null, `Skipped: ${missing ?? ''}`);
  engine = await startPodmanEngine('e2e-discovery');
  // Homepage's documented labels; Hearth's own with a widget and its key; a Traefik rule for the
  // address; a name without a group (a warning); no labels at all (nothing).
  engine.run('emby', { labels: { 'homepage.group': 'Media', 'homepage.name': 'Emby', 'homepage.icon': 'emby.png', 'homepage.href': 'http://emby.home/', 'homepage.description': 'Media server' } });
  engine.run('downloads-sonarr-1', {
    labels: { 'com.docker.compose.project': 'downloads', 'com.docker.compose.service': 'sonarr', 'hearth.url': 'http://sonarr.home.arpa:8989/', 'homepage.widget.type': 'sonarr', 'homepage.widget.url': 'http://sonarr.home.arpa:8989', 'homepage.widget.key': 'label-held-sonarr-key' },
  });
  engine.run('radarr', { labels: { 'traefik.http.routers.radarr.rule': 'Host(`radarr.home.arpa`)', 'traefik.http.routers.radarr.tls': 'true', 'homepage.group': 'Media', 'homepage.name': 'Radarr' } });
  engine.run('nameless', { labels: { 'homepage.name': 'No group' } });
  engine.run('plain', { labels: { maintainer: 'nobody' } });
  token = await signInToken(hearth().url, admin.username, admin.password);
  await apiCall<unknown>(hearth().url, token, 'GET', '/app/com.sonarr/install');
  const added = await apiCall<{ host: DockerHost }>(hearth().url, token, 'POST', '/docker/hosts', { name: 'Podman', url: engine.url, discovery: true });
  hostId = added.message.host._id;
  await addUser(hearth().dataDir, reader.username, reader.password);
});

test.afterAll(async () => {
  await engine?.stop();
  engine = null;
});

async function openContainers(page: Page, who: { username: string; password: string } = admin): Promise<Locator> {
  await new LoginPage(page, hearth().url).signInAndWait(who.username, who.password);
  await new ContainersPages(page, hearth().url).gotoContainers();
  const section = page.getByRole('region', { name: 'Proposed cards' });
  await expect(section).toBeVisible();
  return section;
}

/** Screenshots from the top of the page, where the section is. */
async function look(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

const folder = (section: Locator, name: string) => section.getByRole('group', { name, exact: true });
const row = (section: Locator, container: string) => section.locator(`[data-proposal="${hostId}/${container}"]`);

test('proposes cards from the labels under their folders; Add adds the ticked ones, which show on the dashboard, and a removed container\'s card stays, marked gone', async ({ page }) => {
  const section = await openContainers(page);
  await expect(folder(section, 'Media').getByRole('listitem')).toHaveCount(2);
  await expect(row(section, 'emby')).toContainText('Emby');
  await expect(row(section, 'emby')).toContainText('http://emby.home/');
  await expect(row(section, 'emby')).toContainText('Media server');
  await expect(row(section, 'emby')).toContainText('Container emby on Podman');
  await expect(row(section, 'emby').locator('img')).toHaveAttribute('src', /simple-icons\/emby\.svg/);
  // Traefik's rule gives the address, https for its TLS.
  await expect(row(section, 'radarr')).toContainText('https://radarr.home.arpa/');
  // No group label: the Compose project is the folder; the widget key stays in the labels unless asked for.
  await expect(folder(section, 'downloads')).toContainText('http://sonarr.home.arpa:8989/');
  await expect(row(section, 'downloads-sonarr-1')).toContainText('Sonarr integration · key in the labels not added');
  await expect(section.locator('[data-proposal$="/plain"], [data-proposal$="/nameless"]')).toHaveCount(0);
  await section.getByText(/notes? on the labels/).click();
  await expect(section.getByRole('listitem').filter({ hasText: discoveryMessages.needsNameAndGroup('nameless') })).toBeVisible();

  // Every new proposal is ticked; a super admin may carry the label's key.
  for (const name of ['Emby', 'Radarr', 'sonarr']) await expect(section.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await section.getByLabel('Include keys from the labels').check();
  await expect(row(section, 'downloads-sonarr-1')).toContainText('key from the labels, stored sealed');
  await section.getByLabel('Include keys from the labels').uncheck();
  await look(page, 'discovery-proposals');

  // Keyboard: un-tick Radarr with Space, then one click adds the other two.
  await section.getByRole('checkbox', { name: 'Radarr', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(section.getByRole('checkbox', { name: 'Radarr', exact: true })).not.toBeChecked();
  await section.getByRole('button', { name: 'Add 2 cards' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(new RegExp(importMessages.imported(2, 2, 0).replace('.', '\\.')));
  await expect(row(section, 'emby')).toContainText(discoveryMessages.alreadyAdded);
  await expect(row(section, 'emby').getByRole('checkbox')).toHaveCount(0);
  await expect(row(section, 'downloads-sonarr-1')).toContainText(discoveryMessages.alreadyAdded);
  // Radarr stays un-ticked, as the person left it.
  await expect(section.getByRole('button', { name: 'Add cards' })).toBeDisabled();
  await look(page, 'discovery-added');

  // The new cards are on the dashboard, in the folders the proposals named: sections on Home, as
  // imported groups are (issue 44), each with its services inline.
  await section.getByRole('link', { name: 'Go to the home screen' }).click();
  const home = new HomePage(page, hearth().url);
  const media = page.getByRole('region', { name: /^Media/ });
  await expect(media).toBeVisible();
  await expect(page.getByRole('region', { name: /^downloads/ })).toBeVisible();
  await expect(media.getByRole('link', { name: /^Emby\b/ })).toBeVisible();
  await media.getByRole('link', { name: 'Open the folder Media' }).click();
  await expect(home.card('Emby')).toBeVisible();
  await expect(home.card('Radarr')).toHaveCount(0);
  const mediaFolder = page.url();

  // The container goes: it is no longer proposed, and its card stays, marked.
  engine?.podman.sync(['rm', '--force', '--time', '0', 'emby']);
  await new ContainersPages(page, hearth().url).gotoContainers();
  await expect(row(section, 'radarr')).toBeVisible();
  await expect(row(section, 'emby')).toHaveCount(0);
  await page.goto(mediaFolder);
  await expect(home.card('Emby')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Emby: its container is gone' })).toBeVisible();
  await look(page, 'discovery-gone');
});

test('the proposals follow the containers while the screen is open', async ({ page }) => {
  const section = await openContainers(page);
  await expect(row(section, 'radarr')).toBeVisible();
  engine?.run('late', { labels: { 'hearth.url': 'http://late.home/', 'hearth.group': 'Extras' } });
  await expect(folder(section, 'Extras')).toContainText('http://late.home/', { timeout: 20_000 });
  engine?.podman.sync(['rm', '--force', '--time', '0', 'late']);
  await expect(folder(section, 'Extras')).toHaveCount(0, { timeout: 20_000 });
});

test('someone who is not an administrator sees the proposals for their own dashboard but no "Include keys" box', async ({ page }) => {
  const section = await openContainers(page, reader);
  await expect(section.getByRole('checkbox', { name: 'sonarr', exact: true })).toBeChecked();
  await expect(row(section, 'downloads-sonarr-1')).toContainText('Sonarr integration · key in the labels not added');
  await expect(section.getByLabel('Include keys from the labels')).toHaveCount(0);
  await row(section, 'radarr').getByRole('button', { name: 'Add Radarr' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(new RegExp(importMessages.imported(1, 1, 0).replace('.', '\\.')));
  // The button pressed went with its row: focus is on what it did.
  await expect(section.getByText(importMessages.imported(1, 1, 0))).toBeFocused();
  await expect(row(section, 'radarr')).toContainText(discoveryMessages.alreadyAdded);
  await expect(section.getByRole('checkbox', { name: 'sonarr', exact: true })).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling on a phone').toBe(0);
  await look(page, 'discovery-phone');
});

test('a host with discovery off says so, with the way to its settings, and proposes nothing', async ({ page }) => {
  await apiCall<unknown>(hearth().url, token, 'PATCH', `/docker/hosts/${hostId}`, { discovery: false });
  try {
    const section = await openContainers(page);
    await expect(section).toContainText('Discovery is off for Podman.');
    await expect(section).toContainText('Nothing is proposed right now.');
    await expect(section).toContainText('homepage.name');
    await look(page, 'discovery-off');
    await section.getByRole('link', { name: 'Turn it on in Podman’s settings' }).click();
    await expect(page).toHaveURL(`${hearth().url}/manage/docker/save/${hostId}`);
    await expect(page.getByLabel('Discovery')).not.toBeChecked();
  } finally {
    await apiCall<unknown>(hearth().url, token, 'PATCH', `/docker/hosts/${hostId}`, { discovery: true });
  }
});
