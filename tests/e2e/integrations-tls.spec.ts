import { expect, test } from '@playwright/test';
import { integrationMessages } from '../../shared/messages.js';
import type { ListingDetail } from '../../shared/contracts/listings.js';
import { targetOrigin } from '../../shared/contracts/integration-targets.js';
import { startTlsService, type TlsService } from '../fixtures/tls-service.js';
import { apiCall, signInToken } from './apiCall.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { EditorPage } from './pages/EditorPage.js';
import { shot } from './shots.js';

// A home-lab service on https://127.0.0.1 with its own self-signed certificate (made by openssl).
let service: TlsService;
test.beforeAll(async () => {
  service = await startTlsService();
});
test.afterAll(async () => {
  await service.close();
});
const hearth = useHearth({ admin });

test('a link trusts its service’s self-signed certificate once Test Connection has shown it, and the edit form shows the pin', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'GET', '/app/com.hearth.status/install');
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);

  const editor = new EditorPage(page, url);
  await editor.goto('link');
  await editor.name.fill('NAS');
  await editor.haveRemote.check();
  await editor.remoteUrl.fill(service.url);
  await page.getByRole('combobox', { name: 'Show live data from' }).selectOption('com.hearth.status');
  const testButton = page.getByRole('button', { name: 'Test Connection' });

  // Verified by default: the self-signed certificate is refused, and the text says what to tick.
  await testButton.click();
  await expect(page.getByText('which Hearth does not trust')).toBeVisible();
  const allow = page.getByRole('checkbox', { name: 'Allow a self-signed certificate' });
  await allow.check();
  await expect(page.getByText(integrationMessages.testToTrust)).toBeVisible();

  await testButton.click();
  await expect(editor.toast(integrationMessages.connectionSuccess)).toBeVisible();
  const note = page.locator('.integration-certificate');
  await expect(note).toContainText('Certificate of homelab.test');
  await expect(note).toContainText(service.fingerprint());
  await expect(note).toContainText('Saving trusts this certificate.');
  await shot(page, 'link-self-signed');

  const saved = await editor.save('link');
  const detail = await apiCall<ListingDetail>(url, token, 'GET', `/listing/link/${saved._id}`);
  // Pinned on the address the app calls, by origin.
  expect(detail.message.listing?.integration?.tls).toEqual({ selfSigned: true, fingerprint: service.fingerprint(), pins: { [targetOrigin(service.url)!]: service.fingerprint() } });

  // Editing later: the pinned certificate is named, and unticking forgets it.
  await editor.goto('link', { listingId: saved._id });
  await expect(allow).toBeChecked();
  await expect(note).toContainText(`Trusted certificate: SHA-256 ${service.fingerprint()}`);
  await allow.focus();
  await page.keyboard.press('Space');
  await expect(allow).not.toBeChecked();
  await expect(note).toHaveCount(0);
});
