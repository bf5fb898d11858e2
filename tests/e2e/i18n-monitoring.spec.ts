// Issue 47: the health-check screens (the list, a check's form, alerts and an alert channel's
// form) in German (long words), Japanese (no spaces) and Arabic (right to left). Every check
// targets a listener on 127.0.0.1; no alert is sent anywhere.
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { shot } from './shots.js';
import { overflowing } from './i18nChecks.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string };
  messages: Record<string, string>;
  monitoring: {
    common: { name: string; port: string; test: string; save: string; edit: string; sendTest: string };
    kinds: Record<string, string>;
    manage: { title: string; status: string; alerts: string; otherChecks: string; addCheck: string; addKind: string; editMonitoringOf: string };
    form: { enabled: string; howOften: string; threshold: string };
    intervals: { m1: string };
    check: { newTitle: string };
    checkFields: { host: string };
    outcome: { passes: string };
    status: { monitorMore: string; counts: string };
    detail: { checkNow: string; latency: string; incidents: string; uptime: string };
    alerts: { title: string; channels: string; addChannel: string; deviceTitle: string; quietSave: string };
    channel: { addTitle: string; service: string; smtpServer: string; security: string; enabled: string; services: Record<string, string> };
  };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const en = catalogue('en');
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

let listener: Server;

test.beforeAll(async () => {
  listener = createServer((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

/** The screen from its top with nothing focused, once the sign-in toast has gone. */
async function picture(page: Page, name: string) {
  if (!process.env.HEARTH_SHOTS) return;
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await shot(page, name);
}

async function signedIn(browser: Browser, locale: string, text: Catalogue) {
  const { url } = hearth();
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn, exact: true }).click();
  await expect(page).toHaveURL(`${url}/`);
  return { context, page, url };
}

const screenParts = ['.page-header', '.page-title', '.page-actions', '.card', '.check-add', '.target-row', '.editor-actions', '.field-label', '.check-outcome'];

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`health checks, a TCP check's form, alerts and a channel's form in ${code}`, async ({ browser }) => {
    const text = catalogue(code);
    const t = text.monitoring;
    const { context, page, url } = await signedIn(browser, locale, text);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // The list: its heading, buttons and the "add a check" group, each kind in the language.
    await page.goto(`${url}/manage/monitoring`);
    await expect(page.getByRole('heading', { level: 1, name: t.manage.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.manage.alerts, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.manage.otherChecks })).toBeVisible();
    const add = page.getByRole('group', { name: t.manage.addCheck });
    await expect(add.getByRole('link')).toHaveText(['tcp', 'json', 'push', 'dns', 'tls', 'mqtt'].map((kind) => fill(t.manage.addKind, { kind: t.kinds[kind] ?? kind })));
    await expect(page.getByText(en.monitoring.manage.otherChecks, { exact: true })).toHaveCount(0);
    await expect.poll(() => overflowing(page, screenParts)).toEqual([]);
    await picture(page, `monitoring-manage-${code}`);

    // A TCP check against the local listener: the form's labels, the interval choices, the outcome.
    await add.getByRole('link', { name: fill(t.manage.addKind, { kind: t.kinds.tcp ?? '' }) }).click();
    const title = fill(t.check.newTitle, { kind: t.kinds.tcp ?? '' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.form.enabled })).toBeChecked();
    await expect(page.getByLabel(t.form.howOften)).toContainText(t.intervals.m1);
    await expect(page.getByRole('textbox', { name: t.form.threshold })).toBeVisible();
    // The contract's field errors come through the message layer in the language.
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    await expect(page.locator('#check-name-error')).toHaveText(text.messages['monitorMessages.checkNameRequired'] ?? '');
    await expect(page.locator('#check-host-error')).toHaveText(text.messages['monitorMessages.hostRequired'] ?? '');
    await page.getByRole('textbox', { name: t.common.name, exact: true }).fill(`SSH ${code}`);
    await page.getByRole('textbox', { name: t.checkFields.host, exact: true }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: t.common.port, exact: true }).fill(String((listener.address() as AddressInfo).port));
    await page.getByRole('button', { name: t.common.test, exact: true }).click();
    await expect(page.locator('.check-outcome')).toContainText(t.outcome.passes);
    await expect(page.locator('.check-outcome')).toContainText(text.messages['monitorMessages.tcpOpen'] ?? '');
    await expect.poll(() => overflowing(page, screenParts)).toEqual([]);
    await picture(page, `monitoring-check-form-${code}`);
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]+$/);

    // Its history: the state, the uptime tiles, the latency chart and incidents.
    await expect(page.getByRole('heading', { level: 1, name: `SSH ${code}` })).toBeVisible();
    await expect(page.getByRole('button', { name: t.detail.checkNow })).toBeVisible();
    await expect(page.getByRole('list', { name: t.detail.uptime })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.detail.latency })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.detail.incidents })).toBeVisible();
    await expect.poll(() => overflowing(page, [...screenParts, '.monitor-now', '.uptime-tile', '.range-tabs'])).toEqual([]);
    await picture(page, `monitoring-detail-${code}`);

    // The status screen: everything monitored, with the counts by state.
    await page.goto(`${url}/status`);
    await expect(page.getByRole('heading', { level: 1, name: t.manage.status })).toBeVisible();
    await expect(page.getByRole('link', { name: t.status.monitorMore })).toBeVisible();
    await expect(page.getByRole('list', { name: t.status.counts })).toBeVisible();
    await expect.poll(() => overflowing(page, [...screenParts, '.status-row', '.status-counts'])).toEqual([]);
    await picture(page, `monitoring-status-${code}`);

    // Listed with the other checks, with its edit button in the language.
    await page.goto(`${url}/manage/monitoring`);
    const row = page.locator('.target-row').filter({ hasText: `SSH ${code}` });
    await expect(row.getByRole('link', { name: fill(t.manage.editMonitoringOf, { name: `SSH ${code}` }) })).toHaveText(t.common.edit);
    await expect.poll(() => overflowing(page, screenParts)).toEqual([]);

    // Alerts: the cards, and the form of a new channel with the email service's fields.
    await page.getByRole('link', { name: t.manage.alerts, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.alerts.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.alerts.channels })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.alerts.deviceTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: t.alerts.quietSave })).toBeVisible();
    await expect.poll(() => overflowing(page, screenParts)).toEqual([]);
    await picture(page, `monitoring-alerts-${code}`);

    await page.getByRole('link', { name: t.alerts.addChannel }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.channel.addTitle })).toBeVisible();
    await page.getByLabel(t.channel.service).selectOption('email');
    await expect(page.getByLabel(t.channel.service).locator('option:checked')).toHaveText(t.channel.services.email ?? '');
    await expect(page.getByRole('textbox', { name: t.channel.smtpServer })).toBeVisible();
    await expect(page.getByLabel(t.channel.security)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.channel.enabled })).toBeChecked();
    await expect(page.getByRole('button', { name: t.common.sendTest })).toBeVisible();
    await expect.poll(() => overflowing(page, screenParts)).toEqual([]);
    await picture(page, `monitoring-channel-form-${code}`);
    await context.close();
  });
}
