import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { kumaImportMessages as m, monitorMessages } from '../../shared/messages.js';
import { useHearth } from './fixtures.js';
import { ImportPage } from './pages/ImportPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 46 item 6: moving in from Uptime Kuma on the imports screen. The fixture's addresses are
// all on 127.0.0.1, and its one channel with a fixed outside address (Telegram) is switched off.
const admin = { username: 'ada', password: 'analytical-engine' };
const hearth = useHearth({ admin });
const backup = join(import.meta.dirname, '..', 'fixtures', 'uptime-kuma', 'backup.json');

test('an Uptime Kuma backup: its preview names what is added and what is left out, and the import shows under Status', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const screen = new ImportPage(page);
  await screen.openFromSettings(url);
  await screen.chooseFormat(/^Uptime Kuma/);
  await page.getByLabel('Backup file: choose the file').setInputFiles(backup);
  await expect(screen.pasted).toHaveValue(/"version": "1.23.17"/);
  await screen.preview();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Uptime Kuma 1.23.17: 10 health checks (4 links in the folder “Uptime Kuma”), 7 alert channels; 13 left out', { exact: false })).toBeVisible();
  await expect(preview.getByText(m.statusPages)).toBeVisible();
  await expect(preview.getByText(m.dockerLeftOut)).toBeVisible();
  await expect(preview.getByText(m.channelRefused(monitorMessages.pushoverUserInvalid))).toBeVisible();
  await expect(preview.getByText('every 60 s · alerts Phone (ntfy), Family Discord')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'import-kuma-preview');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'import-kuma-preview-phone');
  if (desktop) await page.setViewportSize(desktop);

  // Escape closes the preview and focus goes back to Preview; nothing was added.
  await screen.importButton.focus();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(screen.previewButton).toBeFocused();

  await screen.preview();
  await screen.importButton.click();
  await expect(page.getByRole('status').filter({ hasText: m.imported(10, 7, 13) })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Status' }).click();
  await expect(page).toHaveURL(/\/status$/);
  const rows = page.locator('.status-row');
  await expect(rows).toHaveCount(10);
  for (const name of ['Home Assistant', 'NAS SSH', 'Router', 'Local resolver', 'Backup heartbeat', 'Mosquitto', 'Jellyfin health']) await expect(rows.filter({ hasText: name })).toHaveCount(1);

  // The channels Kuma linked to the monitor are the ones ticked on its page.
  await page.getByRole('link', { name: /^NAS SSH:/ }).click();
  const alerts = page.locator('.monitor-channels');
  await expect(alerts.getByRole('checkbox', { name: 'Family Discord (Discord)' })).toBeChecked();
  await expect(alerts.getByRole('checkbox', { name: 'Ops Telegram (Telegram, switched off)' })).toBeChecked();
  await expect(alerts.getByRole('checkbox', { name: 'Phone (ntfy) (ntfy)' })).not.toBeChecked();
  // The page from its top with nothing focused (a sticky header would otherwise sit mid-picture).
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await shot(page, 'import-kuma-monitor-alerts');
});
