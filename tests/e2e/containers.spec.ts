import { expect, test, type Page } from '@playwright/test';
import type { DockerHost } from '../../shared/contracts/docker.js';
import { dockerMessages } from '../../shared/messages.js';
import { onCi } from '../helpers/on-ci.js';
import { podmanEngineMissing, startPodmanEngine, type PodmanEngine } from '../helpers/podman-engine.js';
import { apiCall, signInToken } from './apiCall.js';
import { admin, useHearth } from './fixtures.js';
import { addUser } from './integrationUsers.js';
import { ListingSeed } from './listingSeed.js';
import { LoginPage } from './pages/LoginPage.js';
import { ContainersPages } from './pages/ContainersPages.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });
const reader = { username: 'reader', password: 'reader horse battery' } as const;
let engine: PodmanEngine | null = null;
let token = '';

/** A container that says a line a second and stops at once on SIGTERM (sh as PID 1 ignores it otherwise). */
const chatty = ['sh', '-c', 'trap "exit 0" TERM; echo started; i=0; while true; do i=$((i+1)); echo "line $i"; sleep 1; done'];
const compose = (project: string, service: string) => ({ 'com.docker.compose.project': project, 'com.docker.compose.service': service });

test.beforeAll(async () => {
  const missing = podmanEngineMissing();
  if (missing && onCi) throw new Error(`podman engine missing on CI: ${missing}`);
  test.skip(missing !== null, `Skipped: ${missing ?? ''}`);
  engine = await startPodmanEngine('e2e-containers');
  engine.run('media-web', { labels: compose('media', 'web'), healthCmd: 'true', command: chatty });
  engine.run('media-db', { labels: compose('media', 'db'), healthCmd: 'cat /tmp/ok', command: chatty });
  engine.run('solo', { command: chatty });
  engine.run('parked', { command: chatty });
  engine.podman.sync(['stop', 'parked']);
  engine.runHealthcheck('media-web');
  engine.runHealthcheck('media-db');
  token = await signInToken(hearth().url, admin.username, admin.password);
  await apiCall<unknown>(hearth().url, token, 'POST', '/docker/hosts', { name: 'Podman', url: engine.url, discovery: true });
  await addUser(hearth().dataDir, reader.username, reader.password);
});

test.afterAll(async () => {
  await engine?.stop();
  engine = null;
});

async function signIn(page: Page, who: { username: string; password: string } = admin) {
  await new LoginPage(page, hearth().url).signInAndWait(who.username, who.password);
}

test('Docker hosts: the form explains the three kinds of address, refuses a bad one in the server\'s words, saves a socket; Test connection names the engine and the API version; Delete asks in place', async ({ page }) => {
  await signIn(page);
  const screens = new ContainersPages(page, hearth().url);
  await screens.gotoHosts();
  await expect(page.getByRole('listitem', { name: 'Podman' })).toContainText(engine?.url ?? '');
  await page.getByRole('link', { name: 'Add Docker Host' }).click();

  const help = page.locator('#docker-host-url-hint');
  for (const example of ['unix:///var/run/docker.sock', 'npipe:////./pipe/docker_engine', 'tcp://host:2376']) await expect(help).toContainText(example);
  await page.getByLabel('Name').fill('Second engine');
  await page.getByLabel('Address').fill('http://nas:2375');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(dockerMessages.urlInvalid)).toBeVisible();
  await expect(page.getByLabel('Address')).toBeFocused();

  // TLS fields belong to tcp:// only.
  await page.getByLabel('Address').fill('tcp://127.0.0.1:2376');
  await expect(page.getByLabel('Client certificate')).toBeVisible();
  await page.getByLabel('Client certificate').fill('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(dockerMessages.certNeedsKey)).toBeVisible();
  await page.getByLabel('Address').fill(engine?.url ?? '');
  await expect(page.getByLabel('Client certificate')).toHaveCount(0);
  await shot(page, 'docker-host-form');
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('listitem', { name: 'Second engine' });
  await expect(row).toContainText('Discovery on');
  await row.getByRole('button', { name: 'Test connection' }).click();
  await expect(row.getByRole('status')).toContainText(/Connected.*API \d+\.\d+ in use/s);
  await shot(page, 'docker-hosts');

  // Delete: Yes/No in place; Escape answers No and focus goes back to Delete.
  await row.getByRole('button', { name: 'Delete Second engine' }).click();
  await expect(row.getByRole('group', { name: 'Delete Second engine?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: 'Delete Second engine' })).toBeFocused();
  await row.getByRole('button', { name: 'Delete Second engine' }).click();
  await row.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('listitem', { name: 'Second engine' })).toHaveCount(0);
  const hosts = await apiCall<{ items: DockerHost[] }>(hearth().url, token, 'GET', '/docker/hosts');
  expect(hosts.message.items.map((h) => h.name)).toEqual(['Podman']);
});

test('a TCP host\'s saved TLS material shows as sealed, is kept on save, and can be replaced', async ({ page }) => {
  const pem = (kind: string) => `-----BEGIN ${kind}-----\nMIIBfake\n-----END ${kind}-----`;
  const made = await apiCall<{ host: DockerHost }>(hearth().url, token, 'POST', '/docker/hosts', { name: 'TLS engine', url: 'tcp://127.0.0.1:2376', tlsCa: pem('CERTIFICATE'), tlsCert: pem('CERTIFICATE'), tlsKey: pem('PRIVATE KEY'), discovery: false });
  const id = made.message.host._id;
  try {
    await signIn(page);
    await page.goto(`${hearth().url}/manage/docker/save/${id}`);
    const tls = page.getByRole('group', { name: 'TLS client certificates' });
    await expect(tls.getByRole('button', { name: 'Replace' })).toHaveCount(3);
    await expect(page.getByLabel('Discovery')).not.toBeChecked();
    await tls.getByRole('group', { name: 'Client key' }).getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByLabel('Client key')).toBeVisible();
    await expect(page.locator('#docker-host-tlsKey-hint')).toContainText('Left empty, the saved one is removed.');
    await shot(page, 'docker-host-form-tls');
    await page.getByRole('button', { name: 'Keep the saved one' }).click();
    await expect(tls.getByRole('button', { name: 'Replace' })).toHaveCount(3);
    await page.getByLabel('Name').fill('TLS engine 2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem', { name: 'TLS engine 2' })).toContainText('TLS client certificate · Discovery off');
    const hosts = await apiCall<{ items: DockerHost[] }>(hearth().url, token, 'GET', '/docker/hosts');
    expect(hosts.message.items.find((h) => h._id === id)?.tls).toEqual({ ca: true, cert: true, key: true });
  } finally {
    await apiCall<unknown>(hearth().url, token, 'DELETE', `/docker/hosts/${id}`);
  }
});

test('Containers: grouped by Compose project with state and health in words, live CPU and memory, filter by state and search; one column on a phone', async ({ page }) => {
  await signIn(page);
  const screens = new ContainersPages(page, hearth().url);
  await page.getByRole('link', { name: 'Containers' }).click();
  await expect(page).toHaveURL(`${hearth().url}/containers`);

  const media = screens.project('media');
  await expect(media.getByRole('article')).toHaveCount(2);
  await expect(screens.badges('media-web')).toHaveText(['Running', 'Healthy']);
  await expect(screens.badges('media-db')).toHaveText(['Running', 'Unhealthy']);
  await expect(screens.badges('parked')).toHaveText(['Exited']);
  await expect(screens.project('media').getByRole('heading', { name: 'media', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Standalone containers' }).getByRole('article')).toHaveCount(2);
  // Live figures arrive over the socket while the screen is open.
  await expect(screens.card('solo').locator('.container-memory')).toHaveText(/\d+(\.\d+)? (B|KiB|MiB|GiB)/, { timeout: 15_000 });
  await expect(screens.card('solo').locator('.container-cpu')).toHaveText(/\d+(\.\d+)?%/);
  await expect(screens.card('solo').locator('.container-network')).toHaveText(/↓ .* ↑ /);
  await expect(screens.card('solo').locator('dd').first()).toHaveText(/^\d+ (s|min)$/);
  await shot(page, 'containers');

  await screens.stateFilter.selectOption('unhealthy');
  await expect(page.getByRole('article')).toHaveText([/media-db/]);
  await screens.stateFilter.selectOption('stopped');
  await expect(page.getByRole('article')).toHaveText([/parked/]);
  await screens.stateFilter.selectOption('all');
  await screens.search.fill('media web');
  await expect(page.getByRole('article')).toHaveText([/media-web/]);
  await screens.search.fill('nothing-like-this');
  await expect(page.getByText('No containers match the filter and search.')).toBeVisible();
  await screens.search.fill('');

  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.locator('.container-card').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(new Set(widths).size, 'every card starts at the same left edge: one column').toBe(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling on a phone').toBe(0);
  await shot(page, 'containers-phone');
});

test('Containers: restart and stop ask first (Escape closes and focus returns), stop turns the card Exited, start brings it back; logs stream with pause', async ({ page }) => {
  await signIn(page);
  const screens = new ContainersPages(page, hearth().url);
  await screens.gotoContainers();
  const solo = screens.card('solo');

  await solo.getByRole('button', { name: 'Restart solo' }).click();
  await expect(screens.dialog).toContainText('Restart solo on Podman?');
  await expect(screens.dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(page, 'containers-confirm');
  await page.keyboard.press('Escape');
  await expect(screens.dialog).toHaveCount(0);
  await expect(solo.getByRole('button', { name: 'Restart solo' })).toBeFocused();

  await solo.getByRole('button', { name: 'Stop solo' }).click();
  await screens.dialog.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('solo: stop done.')).toBeVisible({ timeout: 20_000 });
  await expect(screens.badges('solo')).toHaveText(['Exited']);
  await expect(solo.getByRole('button', { name: 'Start solo' })).toBeFocused();
  await solo.getByRole('button', { name: 'Start solo' }).click();
  await screens.dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(screens.badges('solo')).toHaveText(['Running'], { timeout: 20_000 });

  await solo.getByRole('button', { name: 'Logs of solo' }).click();
  const log = screens.dialog.getByRole('log');
  await expect(log).toContainText('started');
  await expect(log).toContainText(/line \d+/);
  await screens.dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(screens.dialog.getByRole('status')).toContainText('Paused');
  const pausedAt = await log.locator('.logs-line').count();
  await page.waitForTimeout(2_500);
  expect(await log.locator('.logs-line').count(), 'no lines arrive while paused').toBe(pausedAt);
  await screens.dialog.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => log.locator('.logs-line').count(), { timeout: 10_000 }).toBeGreaterThan(pausedAt + 2);
  // What was said during the pause comes after it, each line once and in order.
  const numbers = (await log.locator('.logs-line').allTextContents()).map((text) => /^line (\d+)/.exec(text)?.[1]).filter(Boolean).map(Number);
  const sinceStart = numbers.slice(numbers.lastIndexOf(1));
  expect(sinceStart, 'line numbers since the last start, without gaps or repeats').toEqual(sinceStart.map((_, i) => i + 1));
  await shot(page, 'containers-logs');
  await page.keyboard.press('Escape');
  await expect(screens.dialog).toHaveCount(0);
  await expect(solo.getByRole('button', { name: 'Logs of solo' })).toBeFocused();
});

test('the command palette finds hosts and containers; a restart from it still asks on the containers screen', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search Hearth' });
  await palette.getByRole('combobox').fill('podman');
  await expect(palette.getByRole('option', { name: /Podman.*containers/ })).toBeVisible();
  await palette.getByRole('combobox').fill('media-web');
  await expect(palette.getByRole('option')).toContainText([/media-web/, /Logs of media-web/, /Restart media-web/]);
  await shot(page, 'containers-palette');
  await palette.getByRole('option', { name: /Restart media-web/ }).click();
  await expect(page).toHaveURL(/\/containers/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Restart media-web on Podman?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${hearth().url}/containers`);
});

test('a link bound to a container shows its state and health beside the health dot; the monitor form offers the container', async ({ page }) => {
  const seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
  const link = await seed.link('Media web', { url: 'http://127.0.0.1:9/' });
  await signIn(page);
  await page.goto(`${hearth().url}/manage/listing/save/link/${link._id}`);
  await page.getByLabel("Show a container's state on the card").selectOption('container');
  await page.getByLabel('Container', { exact: true }).selectOption({ label: 'media-web (localhost/hearth-busybox:test)' });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.goto(`${hearth().url}/`);
  const badge = page.getByRole('img', { name: 'Media web: container media-web running, healthy' });
  await expect(badge).toBeVisible();
  // A binding whose container is not there is marked, never dropped.
  const orphan = await seed.link('Orphan', { url: 'http://127.0.0.1:9/' });
  await apiCall<unknown>(hearth().url, token, 'POST', `/docker/links/${orphan._id}/container`, { label: 'app=nothing-runs-this' });
  await page.reload();
  await expect(page.getByRole('img', { name: 'Orphan: its container is gone' })).toHaveText('Container gone');
  await shot(page, 'containers-card');
  await shot(page, 'containers-card');

  await page.goto(`${hearth().url}/manage/monitoring`);
  const containers = page.locator('.target-group', { has: page.getByRole('heading', { name: 'Containers' }) });
  await containers.getByRole('link', { name: 'Monitor Media web' }).click();
  await expect(page.getByRole('navigation', { name: 'What to check' }).getByRole('link', { name: 'Its container (running and healthy)' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(page.locator('.check-outcome')).toContainText('The check passes');
});

test('someone who is not an administrator sees the containers read-only', async ({ page }) => {
  await signIn(page, reader);
  const screens = new ContainersPages(page, hearth().url);
  await screens.gotoContainers();
  await expect(screens.card('media-web')).toBeVisible();
  await expect(page.locator('.container-actions')).toHaveCount(0);
  await page.goto(`${hearth().url}/manage/docker`);
  await expect(page.getByText(dockerMessages.adminOnly)).toBeVisible();
});

test('a host that cannot be reached says why in its own section, and the other hosts\' containers still show', async ({ page }) => {
  const made = await apiCall<{ host: DockerHost }>(hearth().url, token, 'POST', '/docker/hosts', { name: 'Gone engine', url: 'unix:///nonexistent/hearth-e2e/docker.sock' });
  try {
    await signIn(page);
    const screens = new ContainersPages(page, hearth().url);
    await screens.gotoContainers();
    const gone = page.getByRole('region', { name: /Gone engine/ });
    await expect(gone.getByRole('alert')).toHaveText(dockerMessages.socketMissing('/nonexistent/hearth-e2e/docker.sock'));
    await expect(screens.card('media-web')).toBeVisible();
  } finally {
    await apiCall<unknown>(hearth().url, token, 'DELETE', `/docker/hosts/${made.message.host._id}`);
  }
});
