import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// "Change avatar" on the profile: a photo cut square in the browser and uploaded through the
// icon upload API, or one of the bundled avatars; a dialog that Escape closes.
const hearth = useHearth({ admin });
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function openProfile(page: Page): Promise<Locator> {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/profile`);
  const change = page.getByRole('button', { name: 'Change avatar' });
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'Change avatar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A 400 x 200 PNG made by the browser: the left half red, the right half blue. */
async function wideTwoColourPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 200, 200);
    context.fillStyle = '#0000ff';
    context.fillRect(200, 0, 200, 200);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

/** The header avatar as the browser decoded it: its size and the colour of its left and right edge. */
function headerAvatar(page: Page) {
  return page
    .getByRole('button', { name: 'User menu' })
    .locator('img')
    .evaluate(async (img: HTMLImageElement) => {
      const fresh = new Image();
      fresh.src = img.src;
      await fresh.decode();
      const canvas = document.createElement('canvas');
      canvas.width = fresh.naturalWidth;
      canvas.height = fresh.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(fresh, 0, 0);
      const at = (x: number) => Array.from(context.getImageData(x, Math.floor(fresh.naturalHeight / 2), 1, 1).data.slice(0, 3));
      return { src: img.getAttribute('src') ?? '', width: fresh.naturalWidth, height: fresh.naturalHeight, left: at(1), right: at(fresh.naturalWidth - 2) };
    });
}

test('a wide photo is cut to its centre square and uploaded as the avatar', async ({ page }) => {
  const dialog = await openProfile(page);
  await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await wideTwoColourPng(page) });
  await expect(dialog.getByRole('group', { name: 'Crop the photo' })).toBeFocused();
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
  await shot(page, 'avatar-crop');
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  await expect(toast(page, messages.avatarUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change avatar' })).toBeFocused();

  await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toHaveAttribute('src', /\/images\//);
  const avatar = await headerAvatar(page);
  // The centre square of a red | blue photo: square, red on the left, blue on the right.
  expect(avatar.width).toBe(200);
  expect(avatar.height).toBe(200);
  expect(avatar.left).toEqual([255, 0, 0]);
  expect(avatar.right).toEqual([0, 0, 255]);
});

test('dragging the photo or the arrow keys choose which square is kept', async ({ page }) => {
  const dialog = await openProfile(page);
  await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await wideTwoColourPng(page) });
  const area = dialog.getByRole('group', { name: 'Crop the photo' });
  const box = await area.boundingBox();
  if (!box) throw new Error('the crop area has no box');
  // Dragging the photo to the right shows its left (red) part; the square stops at the edge.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  await expect(toast(page, messages.avatarUpdated)).toBeVisible();
  let avatar = await headerAvatar(page);
  expect([avatar.left, avatar.right]).toEqual([[255, 0, 0], [255, 0, 0]]);

  // By keyboard: zoom in with the slider, then move the photo left until only blue is kept.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await wideTwoColourPng(page) });
  const slider = dialog.getByRole('slider', { name: 'Zoom' });
  await slider.focus();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('2');
  await area.focus();
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('ArrowLeft');
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  await expect(toast(page, messages.avatarUpdated).first()).toBeVisible();
  await expect.poll(async () => (await headerAvatar(page)).width).toBe(100);
  avatar = await headerAvatar(page);
  expect([avatar.left, avatar.right]).toEqual([[0, 0, 255], [0, 0, 255]]);
});

test('a file that is not a photo is refused in the dialog, and nothing is uploaded', async ({ page }) => {
  const dialog = await openProfile(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/images/upload')) uploads += 1;
  });
  await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(toast(page, messages.avatarPhotoUnreadable)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use this photo' })).toHaveCount(0);

  // "Choose another" goes back to the choices with focus on the photo button.
  await dialog.getByLabel('Upload a photo').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await wideTwoColourPng(page) });
  await dialog.getByRole('button', { name: 'Choose another' }).click();
  await expect(dialog.getByLabel('Upload a photo')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(uploads).toBe(0);
});

test('an avatar is picked from the bundled ones; Escape closes the dialog and focus returns', async ({ page }) => {
  const dialog = await openProfile(page);
  const avatars = dialog.getByRole('list', { name: 'Avatars' });
  await expect(avatars.getByRole('button')).toHaveCount(9);
  await shot(page, 'avatar-picker');
  await avatars.getByRole('button', { name: 'Fox' }).click();
  await expect(toast(page, messages.avatarUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toHaveAttribute('src', /avatar-fox/);

  const change = page.getByRole('button', { name: 'Change avatar' });
  await change.click();
  await expect(avatars.getByRole('button', { name: 'Fox' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
});
