import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { importHealthMessages, importMessages } from '../../shared/messages.js';
import { apiCall, signInToken } from './apiCall.js';
import { useHearth } from './fixtures.js';
import { HomePage } from './pages/HomePage.js';
import { ImportPage } from './pages/ImportPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const admin = { username: 'ada', password: 'analytical-engine' };
const hearth = useHearth({ admin });
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'imports');

test('a Homepage services.yaml + bookmarks.yaml import: preview, then its groups are sections on the home screen', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await page.getByLabel('services.yaml: choose the file').setInputFiles(join(fixtures, 'homepage-services.yaml'));
  await expect(screen.pasted).toHaveValue(/Group A/);
  await page.getByLabel('bookmarks.yaml (optional): choose the file').setInputFiles(join(fixtures, 'homepage-bookmarks.yaml'));
  await screen.preview();

  const preview = page.getByRole('region', { name: 'Preview' });
  // Sonarr's, Radarr's and Emby's widgets bind their built-ins, offered without an install (issue 43).
  await expect(preview.getByText('6 new folders, 9 links, 3 integrations.', { exact: false })).toBeVisible();
  await expect(preview.getByText('Sonarr integration · key not imported')).toBeVisible();
  await expect(preview.getByText(importMessages.keysWithheld('Sonarr'))).toBeVisible();
  await expect(preview.getByText(importMessages.keysWithheld('Radarr'))).toBeVisible();
  await shot(page, 'import-preview');

  // Escape closes the preview and focus goes back to Preview; nothing was added.
  await screen.importButton.focus();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(screen.previewButton).toBeFocused();
  expect((await apiCall<{ items: unknown[] }>(url, token, 'GET', '/listing/folder/list')).message.items).toEqual([]);

  await screen.preview();
  await screen.importButton.click();
  await expect(page.getByRole('status').filter({ hasText: importMessages.imported(9, 6, 0) })).toBeVisible();
  await shot(page, 'import-done');
  await page.getByRole('link', { name: 'Go to the home screen' }).click();
  const home = new HomePage(page, url);
  // Imported groups are sections on Home (issue 44): each with its services inline.
  for (const name of ['Group A', 'Group B', 'Developer', 'Social', 'Entertainment']) await expect(page.getByRole('region', { name: new RegExp(`^${name}`) })).toBeVisible();
  const groupA = page.getByRole('region', { name: /^Group A/ });
  await expect(groupA.getByRole('link', { name: /^Sonarr\b/ })).toBeVisible();
  await groupA.getByRole('link', { name: 'Open the folder Group A' }).click();
  await expect(home.card('Sonarr')).toBeVisible();
  await expect(home.card('Service A')).toBeVisible();
});

test('a Homepage file with variables names each in the preview and imports with the values typed there', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await screen.pasted.fill('- Media:\n    - Radarr:\n        href: http://{{HOMEPAGE_VAR_HOST}}:7878/\n');
  await screen.preview();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(importMessages.urlNeedsVariable('Radarr', ['{{HOMEPAGE_VAR_HOST}}']))).toBeVisible();
  await preview.getByLabel('{{HOMEPAGE_VAR_HOST}}').fill('radarr.home.arpa');
  await preview.getByRole('button', { name: 'Preview again' }).click();
  await expect(preview.getByText('http://radarr.home.arpa:7878/')).toBeVisible();
  await screen.importButton.click();
  await expect(page.getByRole('status').filter({ hasText: importMessages.imported(1, 1, 0) })).toBeVisible();
  expect((await apiCall<{ items: { listingName: string }[] }>(url, token, 'GET', '/listing/folder/list')).message.items.map((i) => i.listingName)).toContain('Media');
});

test('names with markup show as text, and a javascript: bookmark is named as left out', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await screen.chooseFormat(/^Browser bookmarks/);
  await screen.pasted.fill('<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><H3>&lt;img src=x onerror=alert(1)&gt;</H3><DL><p><DT><A HREF="https://example.org/">&lt;b&gt;bold&lt;/b&gt;</A><DT><A HREF="javascript:alert(1)">Run me</A></DL><p></DL><p>');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await screen.preview();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await expect(preview.getByText('<b>bold</b>', { exact: true })).toBeVisible();
  await expect(preview.getByText(importMessages.urlRefused('Run me'))).toBeVisible();
  await shot(page, 'import-hostile');
  expect(dialogs).toBe(0);
});

test('a Chrome export\'s favicons are said to come from the file, and its cards show them', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await screen.chooseFormat(/^Browser bookmarks/);
  await page.getByLabel('Bookmarks file: choose the file').setInputFiles(join(fixtures, 'bookmarks-converter-chrome.html'));
  await screen.preview();
  const preview = page.getByRole('region', { name: 'Preview' });
  // 26 of its 27 links carry their favicon in the file.
  await expect(preview.getByText('icon from the file', { exact: true })).toHaveCount(26);
  await screen.importButton.click();
  // The earlier Homepage import made "Social" already: the export fills it, so the folder count varies.
  await expect(page.getByRole('status').filter({ hasText: /Imported 27 links and \d+ new folders\./ })).toBeVisible();
  const home = new HomePage(page, url);
  await home.goto();
  await home.card('Bookmarks bar').click();
  // The stored favicon is drawn: an uploaded picture that loaded, not the generic icon.
  const icon = home.card('Ubuntu').locator('img').first();
  await expect(icon).toHaveAttribute('src', /\.png$/);
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a file that is not what it says shows why, beside the form', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await screen.chooseFormat(/^Dashy/);
  await screen.pasted.fill('title: no sections here');
  await screen.previewButton.click();
  await expect(page.getByText(importMessages.unreadable('Dashy', 'it has no “sections:” list.'))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeHidden();
});

test('a file’s status checks are offered as health checks, ticked by default; unticked, the preview says so and none are added', async ({ page }) => {
  const { url, dataDir } = hearth();
  // A user of their own: the other tests' Group A already holds this Sonarr, which would be left out.
  const { addUser } = await import('./integrationUsers.js');
  await addUser(dataDir, 'monitor-mover', 'monitor-mover-password');
  const token = await signInToken(url, 'monitor-mover', 'monitor-mover-password');
  await new LoginPage(page, url).signInAndWait('monitor-mover', 'monitor-mover-password');
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await page.getByLabel('services.yaml: choose the file').setInputFiles(join(fixtures, 'homepage-docs-site-monitor.yaml'));
  await screen.preview();

  const preview = page.getByRole('region', { name: 'Preview' });
  const box = preview.getByRole('checkbox', { name: importHealthMessages.label });
  await expect(box).toBeChecked();
  await expect(preview.getByText('2 new folders, 2 links, 0 integrations, 2 health checks', { exact: false })).toBeVisible();
  await expect(preview.getByText('health check: HTTP 200–399')).toHaveCount(2);
  await expect(preview.getByText(importHealthMessages.otherAddress('http://some.other.host/'))).toBeVisible();
  await shot(page, 'import-health-checks');

  // Unticking previews again: what is imported is what is shown.
  await box.uncheck();
  await expect(preview.getByText(`siteMonitor: ${importHealthMessages.notTicked}`)).toHaveCount(2);
  await expect(preview.getByText('2 new folders, 2 links, 0 integrations.', { exact: false })).toBeVisible();
  await expect(box).not.toBeChecked();
  await screen.importButton.click();
  await expect(page.getByRole('status').filter({ hasText: importMessages.imported(2, 2, 0) })).toBeVisible();
  const targets = await apiCall<{ items: { name: string; monitorId: string | null }[] }>(url, token, 'GET', '/monitoring/targets');
  expect(targets.message.items.map((t) => [t.name, t.monitorId])).toEqual(expect.arrayContaining([['Sonarr', null], ['Radarr', null]]));
  expect(targets.message.items.filter((t) => t.monitorId !== null)).toEqual([]);
});
