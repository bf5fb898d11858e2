import { expect, test, type Page } from '@playwright/test';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { maintenanceMessages as mm } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Health Checks → Maintenance: a one-off window from now for an hour over one monitor marks it
// "Maintenance" on the status screen; deleting it (after a confirmation) brings the monitor back.

const hearth = useHearth({ admin });
let listener: Server;

test.beforeAll(async () => {
  listener = createServer((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

/** An API call with the page's own sign-in. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('hearth.token') ?? '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const res = await fetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

test('a one-off window now → +1 h marks its monitor "Maintenance" on the status screen', async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  const port = (listener.address() as AddressInfo).port;
  await api(page, 'POST', '/monitoring/check/save', { kind: 'tcp', name: 'NAS SSH', host: '127.0.0.1', port, enabled: true, intervalSeconds: 60, timeoutSeconds: 5, failureThreshold: 1 });
  await api(page, 'POST', '/monitoring/check/save', { kind: 'tcp', name: 'Printer', host: '127.0.0.1', port, enabled: true, intervalSeconds: 60, timeoutSeconds: 5, failureThreshold: 1 });

  await page.goto(`${hearth().url}/manage/monitoring`);
  await expect(page.getByRole('heading', { level: 2, name: 'Maintenance' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add maintenance window' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add maintenance window' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  // Nothing chosen: the form says so at the field.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('NAS update');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText(mm.monitorsRequired);
  // One-off is chosen, from now for an hour, by default.
  await expect(dialog.getByRole('radio', { name: 'One-off' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'NAS SSH' }).check();
  await shot(page, 'maintenance-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.maintenance-row').filter({ hasText: 'NAS update' });
  await expect(row).toContainText('(now)');
  await expect(row).toContainText('NAS SSH');
  await shot(page, 'maintenance-list');

  await page.goto(`${hearth().url}/status`);
  const nas = page.locator('.status-row').filter({ hasText: 'NAS SSH' });
  await expect(nas).toHaveAttribute('data-health', 'maintenance');
  await expect(nas).toContainText(mm.inMaintenance);
  await expect(page.locator('.status-row').filter({ hasText: 'Printer' })).not.toHaveAttribute('data-health', 'maintenance');
  await expect(page.getByRole('list', { name: 'Monitors by state' })).toContainText('Maintenance');
  await shot(page, 'maintenance-status');

  // Delete, after a confirmation that Escape can dismiss.
  await page.goto(`${hearth().url}/manage/monitoring`);
  await page.getByRole('button', { name: 'Delete NAS update' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Delete NAS update' }).click();
  await page.getByRole('dialog', { name: 'Delete NAS update?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
  await page.goto(`${hearth().url}/status`);
  await expect(page.locator('.status-row').filter({ hasText: 'NAS SSH' })).toHaveAttribute('data-health', 'up');
});
