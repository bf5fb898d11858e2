import { chromium, expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { NetworkInterfaceInfo } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { lanMessages, messages } from '../../shared/messages.js';
import type { TrustInfo } from '../../shared/contracts/https.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall } from './apiCall.js';
import { chromiumPath } from './chromium.js';
import { LoginPage } from './pages/LoginPage.js';
import { HomePage } from './pages/HomePage.js';
import { ListingSeed } from './listingSeed.js';
import { keepTrafficLocal } from './networkGuard.js';
import { shot } from './shots.js';

// HTTPS forced on for a loopback server, and a network view with one LAN card: the trust screen
// offers only what answers (127.0.0.1), and says why the LAN card's address and hearth.local do
// not (Hearth listens on this computer only).
const card: NetworkInterfaceInfo = { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '192.168.1.20/24' };
const hearth = useHearth({ admin, start: { https: 'on', httpsPort: 0, network: { interfaces: () => ({ eth0: [card] }), hostname: () => 'den-pc' } } });

async function trustInfo(): Promise<TrustInfo> {
  return (await apiCall<TrustInfo>(hearth().url, null, 'GET', '/https/trust')).message;
}

/** A Chromium of this test's own (flags the shared one does not have), reaching 127.0.0.1 only. */
async function ownBrowser(args: string[], allowedHost = '127.0.0.1'): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', ...args] });
  const context = await browser.newContext();
  await keepTrafficLocal(context, allowedHost);
  return { browser, context };
}

test('"Trust Hearth on your phone" gives the CA behind a QR code, with steps per system', async ({ page }) => {
  const info = await trustInfo();
  const port = new URL(hearth().url).port;
  await page.goto(`${hearth().url}/trust`);
  await expect(page.getByRole('heading', { name: 'Trust Hearth on your phone' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of http://127.0.0.1:${port}/trust` })).toBeVisible();
  await expect(page.getByText(info.caFingerprint ?? 'none')).toBeVisible();
  await expect(page.getByRole('link', { name: `https://127.0.0.1:${info.httpsPort}/` })).toBeVisible();
  // Not listening, so not offered: each with the reason.
  await expect(page.getByRole('link', { name: /hearth\.local|192\.168\.1\.20/ })).toHaveCount(0);
  await expect(page.getByText(lanMessages.hearthLocalNotShared)).toBeVisible();
  await expect(page.getByText(lanMessages.addressesNotShared(['192.168.1.20'], '127.0.0.1'))).toBeVisible();
  await shot(page, 'trust-not-listening');

  // Linux is this browser's system; the other systems' steps are a click (or Enter) away.
  await expect(page.getByRole('button', { name: 'Linux' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'iPhone & iPad' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Certificate Trust Settings and switch on full trust for "Hearth on den-pc"/)).toBeVisible();
  await shot(page, 'trust-ios');
  await page.getByRole('button', { name: 'Android' }).click();
  await expect(page.getByText(/search for "CA certificate"/)).toBeVisible();
  await shot(page, 'trust-android');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download certificate (.crt)' }).click();
  const file = await (await download).path();
  expect(await readFile(file, 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
  const profile = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download profile (.mobileconfig)' }).click();
  expect((await profile).suggestedFilename()).toBe('hearth.mobileconfig');
});

test('the super admin finds "Phones & HTTPS" in settings and turns the redirect on and off', async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await page.goto(`${hearth().url}/manage`);
  await page.getByRole('link', { name: /Phones & HTTPS/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Phones & HTTPS' })).toBeVisible();
  await expect(page.getByText(lanMessages.hearthLocalNotShared)).toBeVisible();
  await expect(page.getByText(/hearth\.local:\d+/)).toHaveCount(0);
  const redirect = page.getByLabel('Send browsers on the LAN to https://');
  await expect(redirect).not.toBeChecked();
  await redirect.check();
  await expect(page.getByText(messages.httpsSettingsSaved)).toBeVisible();
  expect((await trustInfo()).redirect).toBe(true);
  await shot(page, 'https-settings');
  await redirect.uncheck();
  await expect.poll(async () => (await trustInfo()).redirect).toBe(false);
  await page.getByRole('link', { name: 'Trust Hearth on your phone' }).click();
  await expect(page).toHaveURL(/\/trust$/);
});

test('signing in over plain http from another device says the connection is not private and links to the trust screen', async () => {
  // phone.test stands for this computer's LAN name; it resolves to 127.0.0.1.
  const { browser, context } = await ownBrowser(['--host-resolver-rules=MAP phone.test 127.0.0.1'], 'phone.test');
  try {
    const page = await context.newPage();
    const url = hearth().url.replace('127.0.0.1', 'phone.test');
    await page.goto(`${url}/login`);
    await expect(page.getByText(messages.connectionNotPrivate)).toBeVisible();
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await shot(page, 'login-not-private');
    await page.getByRole('link', { name: 'Trust Hearth on your phone' }).click();
    await expect(page.getByRole('heading', { name: 'Trust Hearth on your phone' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download certificate (.crt)' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('the whole dashboard works over the HTTPS listener', async ({ browser }) => {
  // Chromium here cannot be told to trust one CA; the certificate itself is verified by the API
  // tests (a TLS client trusting only Hearth's CA), so this browser skips that check.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    await keepTrafficLocal(context);
    const page = await context.newPage();
    const { httpsPort } = await trustInfo();
    const secure = `https://127.0.0.1:${httpsPort}`;
    await new LoginPage(page, secure).signInAndWait(admin.username, admin.password);
    expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:');
    // A phone over https copies with the Clipboard API.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: secure });
    const seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
    await seed.link('Wiki', { url: 'https://wiki.example.com/' });
    const home = new HomePage(page, secure);
    await home.goto('/');
    await home.copyButton('Wiki').click();
    await expect(page.getByText(messages.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://wiki.example.com/');
    await page.goto(`${secure}/manage/https`);
    await expect(page.getByRole('heading', { name: 'Phones & HTTPS' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the sign-in page on this computer (loopback) has no such notice', async ({ page }) => {
  await page.goto(`${hearth().url}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(messages.connectionNotPrivate)).toHaveCount(0);
});

test.describe('scanning a 2FA QR code with the camera (a secure context)', () => {
  let videos = '';
  test.beforeAll(async () => {
    videos = await mkdtemp(join(tmpdir(), 'hearth-camera-'));
    const uri = 'otpauth://totp/GitHub:octo?secret=JBSWY3DPEHPK3PXP&issuer=GitHub';
    await QRCode.toFile(join(videos, 'qr.png'), uri, { width: 360, margin: 4 });
    // Chromium's fake camera plays a Y4M file in a loop.
    const y4m = (input: string[], out: string) =>
      execFileSync(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', ...input, '-vf', 'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white', '-r', '5', '-t', '1', '-pix_fmt', 'yuv420p', '-y', join(videos, out)]);
    y4m(['-loop', '1', '-i', join(videos, 'qr.png')], 'qr.y4m');
    y4m(['-f', 'lavfi', '-i', 'color=c=0x556070:s=640x480'], 'blank.y4m');
  });
  test.afterAll(async () => {
    if (videos) await rm(videos, { recursive: true, force: true });
  });

  const camera = (file: string) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${join(videos, file)}`];

  test('fills the form from the code the camera sees', async () => {
    const { browser, context } = await ownBrowser(camera('qr.y4m'));
    try {
      const page = await context.newPage();
      await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
      await page.goto(`${hearth().url}/manage/totp/save`);
      await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
      await shot(page, 'totp-form-camera');
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      await expect(page.getByLabel('Service Name')).toHaveValue('GitHub');
      await expect(page.getByLabel('Account Name')).toHaveValue('octo');
      await expect(page.getByRole('dialog', { name: 'Scan QR code' })).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });

  test('shows the camera until a code is seen; Escape closes it and focus returns', async () => {
    const { browser, context } = await ownBrowser(camera('blank.y4m'));
    try {
      const page = await context.newPage();
      await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
      await page.goto(`${hearth().url}/manage/totp/save`);
      const open = page.getByRole('button', { name: 'Scan with camera' });
      await open.click();
      await expect(page.getByRole('dialog', { name: 'Scan QR code' }).getByText('Point the camera at the QR code.')).toBeVisible();
      await shot(page, 'totp-camera-scan');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(open).toBeFocused();
      expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
