// Issue 44 items 2 and 5: the calendar as a widget on Home. It is added from the Add widget
// dialog; a Sonarr link's episodes come in on their own; an iCal calendar from a local calendar
// host (tests/fixtures/services/calendar-ical.ts, 127.0.0.1) is added in its Calendars dialog,
// where the server's refusal of a bad address shows in the form; a calendar that is a web page is
// named in the widget with its problem while the rest still shows; the agenda, the month and the
// months around it; settings checked with their message; the source and the widget removed.
// Escape closes each dialog and focus goes back to its button. The server keeps the default reach
// rule (only administrators may aim Hearth at this computer): the user is its super admin.
import { expect, test, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';
import { calendarMessages } from '../../shared/contracts/calendar.js';
import { calendarKeys, startSonarrCalendar } from '../fixtures/services/calendar-arr.js';
import { startIcalHost } from '../fixtures/services/calendar-ical.js';
import type { FakeService } from '../fixtures/services/arr-kit.js';

const hearth = useHearth({ admin, env: { HEARTH_LOOPBACK_TARGETS: '' } });
let host: Awaited<ReturnType<typeof startIcalHost>>;
let sonarr: FakeService;
test.beforeAll(async () => {
  [host, sonarr] = await Promise.all([startIcalHost(), startSonarrCalendar()]);
});
test.afterAll(async () => {
  await Promise.all([host?.close(), sonarr?.close()]);
});

const area = (page: Page) => page.getByRole('region', { name: 'Widgets' });
const calendar = (page: Page) => area(page).getByRole('region', { name: 'Calendar' });
const addButton = (page: Page) => area(page).getByRole('button', { name: 'Add widget' });
const webPage = 'This address gives a web page, not an iCalendar file: use the calendar\'s "secret address in iCal format" or .ics link.';

async function addSource(page: Page, name: string, url: string) {
  const dialog = page.getByRole('dialog', { name: 'Calendars' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Address', { exact: true }).fill(url);
  await dialog.getByRole('button', { name: 'Add calendar' }).click();
}

test('the calendar widget merges a Sonarr link with an iCal calendar added in its dialog, as an agenda and a month', async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  // Off the home's cards: only the calendar asks this fake, which answers only its calendar.
  await apiCall(url, token, 'POST', '/listing/save/link', {
    linkName: 'TV',
    linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' },
    linkURL: sonarr.url,
    showOnFeatured: false,
    showInSidebar: false,
    integration: { package: 'com.sonarr', config: { apiKey: calendarKeys.sonarr } },
  });
  // The browser's today is 1 December 2026 (the fixtures' month); the server keeps its own time.
  await page.clock.setFixedTime(new Date('2026-12-01T09:00:00Z'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);

  await addButton(page).click();
  await page.getByRole('dialog', { name: 'Add a widget' }).getByRole('button', { name: /^Calendar/ }).click();
  const widget = calendar(page);
  // The Sonarr link alone: its episodes in the next 14 days, each linking to its series in a new tab.
  const episode = widget.getByRole('link', { name: 'Severance · S02E01 · Hello, Ms. Cobel' });
  await expect(episode).toHaveAttribute('href', `${sonarr.url}/series/severance`);
  await expect(episode).toHaveAttribute('target', '_blank');
  await expect(widget.locator('.calendar-event')).toHaveCount(2);

  // The Calendars dialog: Escape closes it, focus is back on its button.
  const opener = widget.getByRole('button', { name: 'Calendars' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Calendars' });
  await expect(dialog.getByRole('list', { name: 'Calendars from your links' })).toHaveText('TV Sonarr');
  await expect(dialog).toContainText('You have not added a calendar yet.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await addSource(page, 'Family', 'family.ics');
  await expect(dialog.getByRole('alert')).toHaveText(calendarMessages.urlInvalid);
  await addSource(page, 'Family', `${host.url}/family.ics`);
  await expect(dialog.getByRole('status')).toHaveText('Family was added.');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await addSource(page, 'School', `${host.url}/page`);
  await expect(dialog.getByRole('status')).toHaveText('School was added.');
  const mine = dialog.getByRole('list', { name: 'Your calendars' });
  // Only the host: an .ics address often carries its secret in the path.
  await expect(mine.getByRole('listitem')).toHaveText([`Family iCal · ${new URL(host.url).origin}Remove`, `School iCal · ${new URL(host.url).origin}Remove`]);
  await shot(page, 'calendar-sources');
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();

  // The agenda: the family's events beside the episodes; the web page named with its problem.
  await expect(widget.getByRole('list', { name: 'Calendars with a problem' })).toHaveText(`School (iCal): ${webPage}`);
  await expect(widget.locator('.calendar-event .calendar-title')).toHaveText([
    'Choir',
    'Severance · S02E01 · Hello, Ms. Cobel',
    'Christmas market',
    'Choir',
    'Call with Sam',
    'Severance · S02E02 · Goodbye, Mrs. Selvig',
  ]);
  await expect(widget.locator('.calendar-day[aria-current="date"]')).toContainText('Tuesday, December 1 · Today');
  await shot(page, 'calendar-agenda');

  // The month: its whole grid, the concert moved to 20:00 on the 22nd, and the months around it.
  await widget.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(widget.locator('caption')).toHaveText('December 2026');
  await expect(widget.locator('td:has(time[datetime="2026-12-22"])')).toContainText('Choir (Christmas concert)');
  await expect(widget.locator('td:has(time[datetime="2026-12-15"])')).not.toContainText('Choir');
  await shot(page, 'calendar-month');
  await widget.getByRole('button', { name: 'Next month, January 2027' }).click();
  await expect(widget.locator('caption')).toHaveText('January 2027');
  await expect(widget.locator('td:has(time[datetime="2027-01-05"])')).toContainText('Choir');
  await widget.getByRole('button', { name: 'Previous month, December 2026' }).click();
  await expect(widget.locator('caption')).toHaveText('December 2026');

  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(widget.locator('caption')).toHaveText('December 2026');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'calendar-month-phone');
  await widget.getByRole('button', { name: 'Agenda', exact: true }).click();
  await expect(widget.locator('.calendar-event')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'calendar-agenda-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Removing the web page takes its problem away; focus stays in the dialog.
  await opener.click();
  await dialog.getByRole('button', { name: 'Remove School' }).click();
  await expect(dialog.getByRole('status')).toHaveText('School was removed.');
  await expect(dialog.getByRole('heading', { name: 'Your calendars' })).toBeFocused();
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(widget.getByRole('list', { name: 'Calendars with a problem' })).toHaveCount(0);

  // Settings: a bad number is refused with its message; the month chosen is how it opens.
  await widget.getByRole('button', { name: 'Settings of Calendar' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings of Calendar' });
  await settings.getByLabel('Days in the agenda').fill('40');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('alert')).toHaveText('The agenda looks 1 to 31 days ahead; give a whole number.');
  await shot(page, 'calendar-settings');
  await settings.getByLabel('Days in the agenda').fill('7');
  await settings.getByLabel('Opens as').selectOption('month');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await page.reload();
  await expect(widget.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await widget.getByRole('button', { name: 'Agenda', exact: true }).click();
  // Seven days from the 1st: the episode on the 12th is past them.
  await expect(widget.locator('.calendar-event .calendar-title')).toHaveText(['Choir', 'Severance · S02E01 · Hello, Ms. Cobel', 'Christmas market']);

  // The family calendar and the widget go.
  await opener.click();
  await dialog.getByRole('button', { name: 'Remove Family' }).click();
  await expect(dialog).toContainText('You have not added a calendar yet.');
  await page.keyboard.press('Escape');
  await widget.getByRole('button', { name: 'Remove Calendar' }).click();
  await expect(calendar(page)).toHaveCount(0);
  await expect(addButton(page)).toBeFocused();
  const left = await apiCall<{ items: unknown[] }>(url, token, 'GET', '/calendar/sources');
  expect(left.message.items).toEqual([]);
});
