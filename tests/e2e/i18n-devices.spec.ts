// Issue 47: the network devices screens (the cards with their status words, wake and shut-down
// dialogs, the management list with its schedules, the device form with a field error and the
// power settings) in German (long words), Japanese (no spaces) and Arabic (right to left):
// translated texts from the catalogue, the layout mirrored for Arabic, and nothing wider than its
// box. Every device lives on 127.0.0.1; nothing is woken, switched off or scanned.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

const hearth = useHearth({ admin, env: { HEARTH_HOST_MODE: 'true' } });

interface Catalogue {
  auth: { signIn: string };
  messages: Record<string, string>;
  devices: {
    title: string;
    addDevice: string;
    list: string;
    cancel: string;
    save: string;
    edit: string;
    front: { subtitle: string };
    status: Record<'alive' | 'dead' | 'checking', string>;
    card: { wake: string; checkNow: string; lastChecked: string; neverChecked: string };
    power: { actions: Record<'shutdown' | 'sleep', string>; actionName: Record<'shutdown' | 'sleep', string>; dialogTitle: string; question: Record<'shutdown' | 'sleep', string> };
    manage: { subtitle: string; scan: string; reorder: string };
    form: { editTitle: string; name: string; ip: string; mac: string; virtual: string };
    scan: { label: string; network: string; scanNow: string };
    powerSettings: { title: string; how: string; shutdownUrl: string; save: string };
    schedules: { title: string; add: string; runNow: string; actions: Record<'wake' | 'shutdown' | 'sleep', string> };
    scheduleForm: { name: string };
    serverMessages: { schedule: { nameRequired: string } };
  };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const en = catalogue('en');

// A long name, as German households name their machines.
const pc = 'Arbeitszimmerrechner';
const plug = 'Steckdose';
const ids: Record<string, string> = {};

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  const logo = { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' };
  await apiCall(url, token, 'POST', '/settings', { siteName: 'Hearth', siteLogo: logo, authenticator: false, camerafeed: false, networkdevices: true, todolist: false, snippetmanager: false });
  const icon = { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' };
  // Wake on LAN to the loopback discard port: the wake dialog is only opened and cancelled.
  await apiCall(url, token, 'POST', '/networkdevices/save/device', { deviceName: pc, deviceIp: '127.0.0.1', deviceMac: '01:23:45:67:89:ab', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: 9, deviceIcon: icon });
  await apiCall(url, token, 'POST', '/networkdevices/save/device', { deviceName: plug, deviceIp: '127.0.0.1', deviceIcon: icon });
  const listed = await apiCall<{ items: { _id: string; deviceName: string }[] }>(url, token, 'GET', '/networkdevices/db/devices');
  for (const device of listed.message.items) ids[device.deviceName] = device._id;
  if (!ids[pc] || !ids[plug]) throw new Error('the devices were not saved');
  // "Shut down" on the plug's card: an HTTP call to a loopback port nobody listens on, never confirmed.
  await apiCall(url, token, 'POST', `/devices/${ids[plug]}/power`, { method: 'http', shutdownUrl: 'http://127.0.0.1:9/relay/0?turn=off' });
  await apiCall(url, token, 'POST', '/devices/schedules', { name: 'Nacht', action: 'shutdown', cron: '30 23 * * 1-5', timeZone: 'UTC', deviceIds: [ids[plug]], enabled: true });
});

async function signedIn(browser: Browser, locale: string, text: Catalogue) {
  const { url } = hearth();
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn }).click();
  await expect(page).toHaveURL(`${url}/`);
  return { page, context, url };
}

const shellParts = ['.header', '.sidebar', 'main#content', '.page-header'];

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`in ${code}: the device cards, wake and shut-down dialogs, the management list, the form and its power settings are translated and fit`, async ({ browser }) => {
    test.slow(); // five screens and four dialogs in one flow; the 2-core test machine is often busy
    const text = catalogue(code);
    const t = text.devices;
    const { page, context, url } = await signedIn(browser, locale, text);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // The cards: heading, status words beside the dots, the plug's shut-down button.
    await page.goto(`${url}/networkdevices`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.front.subtitle)).toBeVisible();
    const cards = page.getByRole('list', { name: t.list });
    const pcCard = cards.getByRole('article', { name: pc, exact: true });
    const plugCard = cards.getByRole('article', { name: plug, exact: true });
    const words = Object.values(t.status);
    await expect(pcCard.locator('.device-state-label')).toHaveText(new RegExp(`^(${words.join('|')})$`));
    await expect(pcCard.locator('.device-state-checked')).toHaveText(new RegExp(`^(${t.card.neverChecked}|${fill(t.card.lastChecked, { time: '.+' })})$`));
    const status = (await pcCard.locator('.device-state-label').textContent()) ?? '';
    await expect(pcCard.locator('.device-dot')).toHaveAttribute('aria-label', fill(t.card.checkNow, { status, name: pc }));
    const shutDown = plugCard.getByRole('button', { name: fill(t.power.actionName.shutdown, { name: plug }) });
    await expect(shutDown).toHaveText(t.power.actions.shutdown);
    await expect(page.getByText(en.devices.front.subtitle)).toHaveCount(0);
    await expect(page.getByText(en.devices.card.neverChecked, { exact: true })).toHaveCount(0);
    await expect.poll(() => overflowing(page, [...shellParts, '.listing-card', '.device-state', '.device-card-actions', '.device-card-schedule'])).toEqual([]);
    await shot(page, `devices-front-${code}`);

    // Mirrored for Arabic: the dot sits at the card's start corner, so right of its middle in Arabic.
    const dot = await pcCard.locator('.device-dot').boundingBox();
    const card = await pcCard.boundingBox();
    if (!dot || !card) throw new Error('no dot or card box');
    expect(dot.x + dot.width / 2 > card.x + card.width / 2 ? 'right' : 'left').toBe(dir === 'rtl' ? 'left' : 'right');

    // Wake asks first, in this language; Cancel backs out without sending anything.
    await pcCard.getByRole('button', { name: fill(t.card.wake, { name: pc }) }).click();
    const wake = page.getByRole('dialog', { name: fill(t.card.wake, { name: pc }) });
    await expect(wake.getByText(text.messages.wakeConfirm ?? '')).toBeVisible();
    await expect(wake.getByRole('button', { name: t.cancel })).toBeFocused();
    await expect.poll(() => overflowing(page, ['.modal', '.modal-actions'])).toEqual([]);
    await shot(page, `devices-wake-${code}`);
    await wake.getByRole('button', { name: t.cancel }).click();
    await expect(wake).toBeHidden();

    // Shut-down asks first too; Cancel has the focus.
    await shutDown.click();
    const power = page.getByRole('dialog', { name: fill(t.power.dialogTitle, { action: t.power.actions.shutdown, name: plug }) });
    await expect(power.getByText(fill(t.power.question.shutdown, { name: plug }))).toBeVisible();
    await expect(power.getByRole('button', { name: t.cancel })).toBeFocused();
    await expect(power.getByRole('button', { name: t.power.actions.shutdown })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.modal', '.modal-actions'])).toEqual([]);
    await shot(page, `devices-shutdown-${code}`);
    await power.getByRole('button', { name: t.cancel }).click();
    await expect(power).toBeHidden();

    // The management list: Scan, Add Device, the rows' handles, the schedules. The scan panel is
    // opened to read its labels; "Scan now" is never pressed.
    await page.goto(`${url}/manage/networkdevices`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.manage.subtitle)).toBeVisible();
    await expect(page.getByRole('link', { name: t.addDevice })).toBeVisible();
    await expect(page.getByRole('button', { name: fill(t.manage.reorder, { name: pc }) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.schedules.title })).toBeVisible();
    await expect(page.getByRole('button', { name: t.schedules.add })).toBeVisible();
    await expect(page.locator('.schedule-row')).toContainText(`Nacht · ${t.schedules.actions.shutdown}`);
    // A schedule saved without a name: the shared schema's message, in this language.
    await page.getByRole('button', { name: t.schedules.add }).click();
    const scheduleForm = page.getByRole('dialog', { name: t.schedules.add });
    await scheduleForm.getByRole('textbox', { name: t.scheduleForm.name }).fill('');
    await scheduleForm.getByRole('button', { name: t.save, exact: true }).click();
    await expect(scheduleForm.locator('#schedule-name-error')).toHaveText(t.serverMessages.schedule.nameRequired);
    await expect.poll(() => overflowing(page, ['.modal', '.modal-actions', '.field'])).toEqual([]);
    await shot(page, `devices-schedule-form-${code}`);
    await scheduleForm.getByRole('button', { name: t.cancel }).click();
    await expect(scheduleForm).toBeHidden();
    await page.getByRole('button', { name: t.manage.scan }).click();
    const scan = page.getByRole('region', { name: t.scan.label });
    await expect(scan.getByLabel(t.scan.network)).toBeVisible();
    await expect(scan.getByRole('button', { name: t.scan.scanNow })).toBeVisible();
    await expect.poll(() => overflowing(page, [...shellParts, '.page-actions', '.device-row', '.device-row-actions', '.scan-head', '.schedule-row'])).toEqual([]);
    await shot(page, `devices-manage-${code}`);

    // The form, editing the plug: labels, a field error in this language, the power settings.
    await page.goto(`${url}/manage/networkdevices/save/${ids[plug]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.form.editTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.form.name })).toHaveValue(plug);
    await expect(page.getByRole('checkbox', { name: t.form.virtual })).toBeVisible();
    await page.getByRole('textbox', { name: t.form.ip }).fill('999.1.1.1');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.locator('#device-deviceIp-error')).toHaveText(text.messages.deviceIpInvalid ?? '');
    await expect(page.getByText(en.devices.form.ip, { exact: true })).toHaveCount(0);
    const powerForm = page.getByRole('form', { name: t.powerSettings.title });
    await expect(powerForm.getByRole('heading', { level: 2, name: t.powerSettings.title })).toBeVisible();
    await expect(powerForm.getByRole('textbox', { name: t.powerSettings.shutdownUrl })).toBeVisible();
    await expect(powerForm.getByRole('button', { name: t.powerSettings.save })).toBeVisible();
    await expect.poll(() => overflowing(page, [...shellParts, '.editor-card', '.field', '.editor-actions', '.power-grid'])).toEqual([]);
    await shot(page, `devices-form-${code}`);
    await context.close();
  });
}
