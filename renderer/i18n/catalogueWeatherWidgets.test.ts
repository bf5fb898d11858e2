import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import { messages } from '../../shared/messages.js';
import { weatherDescription } from '../../shared/contracts/weather.js';
import { widgetDefinitions, type Widget } from '../../shared/contracts/widgets.js';
import { weatherCodeKey } from '../features/weather/weatherCodeKey.js';
import { widgetName } from '../features/widgets/widgetName.js';
import { widgetWords } from '../features/widgets/widgetWords.js';
import { formatUptime } from '../features/widgets/hostStatsFormat.js';

// The home's weather box and widgets bar took their texts from the code into en.json: English must
// read exactly as before (the e2e suite asserts it), so each former literal is compared here.
const t = i18n.getFixedT('en');

describe('the en catalogue for the weather box', () => {
  it('says what the weather box said', () => {
    expect(t('weather.noLocation')).toBe(messages.weatherNoLocation);
    expect(t('weather.unavailable')).toBe(messages.weatherUnavailable);
    expect(t('weather.chooseLocation')).toBe('Choose a location');
    expect(t('weather.loading')).toBe('Loading the weather…');
    expect(t('weather.in', { place: 'Köln & Bonn' })).toBe('Weather in Köln & Bonn');
  });

  it("describes every code as the server does, unknown ones included", () => {
    for (let code = -1; code <= 120; code++) expect(t(weatherCodeKey(code)), String(code)).toBe(weatherDescription(code));
  });
});

describe('the en catalogue for the weather settings and the place search', () => {
  const former = {
    'settings.title': 'Weather Settings',
    'settings.subtitle': 'The place and units of the weather on your home screen.',
    'settings.location': 'Location',
    'settings.noLocation': 'No location selected',
    'settings.clearLocation': 'Clear location',
    'settings.change': 'Change',
    'settings.chooseLocation': 'Choose location',
    'settings.unit': 'Unit',
    'settings.units.metric': 'Metric (°C)',
    'settings.units.imperial': 'Imperial (°F)',
    'picker.title': 'Search Location',
    'picker.searchForm': 'Search a location',
    'picker.query': 'Location name',
    'picker.queryPlaceholder': 'City, town or address',
    'picker.cancel': 'Cancel',
    'picker.searching': 'Searching',
    'picker.search': 'Search',
    'picker.noResults': 'No places found. Try another name.',
    'picker.results': 'Locations found',
    'picker.select': 'Select',
    'picker.coordinatesTitle': 'Or enter coordinates',
    'picker.placeName': 'Place name',
    'picker.optional': '(optional)',
    'picker.placeNamePlaceholder': 'Home',
    'picker.latitude': 'Latitude',
    'picker.longitude': 'Longitude',
    'picker.latitudeRange': '-90 to 90',
    'picker.longitudeRange': '-180 to 180',
    'picker.useCoordinates': 'Use coordinates',
  };

  it('holds what the screen and the dialog said', () => {
    for (const [key, text] of Object.entries(former)) expect(t(`weather.${key}`), key).toBe(text);
    expect(t('weather.picker.selectNamed', { place: 'Berlin, Deutschland' })).toBe('Select Berlin, Deutschland');
  });
});

describe('the en catalogue for the widgets bar', () => {
  it('labels the bar and its cards as before', () => {
    expect(t('widgets.title')).toBe('Widgets');
    expect(t('widgets.add')).toBe('Add widget');
    expect(t('widgets.loadFailed')).toBe('Your widgets could not be loaded.');
    expect(t('widgets.theWidget')).toBe('The widget');
    expect(t('widgets.reorder', { name: 'Clock: Tokyo' })).toBe('Reorder Clock: Tokyo');
    expect(t('widgets.dragToReorder')).toBe('Drag to reorder');
    expect(t('widgets.settingsOf', { name: 'Note' })).toBe('Settings of Note');
    expect([t('widgets.settings'), t('widgets.remove')]).toEqual(['Settings', 'Remove']);
    expect(t('widgets.removeNamed', { name: 'Note' })).toBe('Remove Note');
  });

  it("says what a failed widget said", () => {
    expect(t('widgets.failed.retrySettingsRemove')).toBe('This widget could not be shown. Try again, check its settings, or remove it.');
    expect(t('widgets.failed.retryRemove')).toBe('This widget could not be shown. Try again, or remove it.');
    expect(t('widgets.failed.unknownKind')).toBe('This kind of widget is newer than this page. Reload the page to show it, or remove it.');
    expect([t('widgets.failed.tryAgain'), t('widgets.failed.settings'), t('widgets.failed.remove')]).toEqual(['Try again', 'Settings', 'Remove']);
    expect(t('widgets.failed.openSettings', { name: 'Feeds' })).toBe('Open the settings of Feeds');
    expect(t('widgets.failed.removeWidget', { name: 'Feeds' })).toBe('Remove the widget Feeds');
  });

  it('names widgets in words that give the English names', () => {
    const words = widgetWords(t);
    for (const [kind, { title }] of Object.entries(widgetDefinitions)) expect(t(`widgets.kinds.${kind}`)).toBe(title);
    const samples: Pick<Widget, 'kind' | 'config'>[] = [
      { kind: 'clock', config: { timeZone: 'America/Port_of_Spain', label: '' } },
      { kind: 'note', config: { markdown: '# **Shopping** list' } },
      { kind: 'service', config: { linkId: 'nas' } },
      { kind: 'gauge', config: {} } as unknown as Pick<Widget, 'kind' | 'config'>,
    ];
    const links = new Map([['nas', 'NAS & <Backup>']]);
    for (const widget of samples) expect(widgetName(widget, links, words)).toBe(widgetName(widget, links));
  });
});

describe('the en catalogue for the widget dialogs', () => {
  it("holds each kind's description and the dialogs' words as before", () => {
    for (const [kind, { description }] of Object.entries(widgetDefinitions)) expect(t(`widgets.descriptions.${kind}`)).toBe(description);
    expect(t('widgets.dialog.addTitle')).toBe('Add a widget');
    expect(t('widgets.dialog.setupTitle', { kind: 'Service figures' })).toBe('Add Service figures');
    expect(t('widgets.dialog.setupForm', { kind: 'Service figures' })).toBe('Settings of the new Service figures widget');
    const words = ['back', 'adding', 'cancel', 'saving', 'save'].map((key) => t(`widgets.dialog.${key}`));
    expect(words).toEqual(['Back', 'Adding…', 'Cancel', 'Saving…', 'Save']);
  });
});

describe('the en catalogue for the calendars dialog', () => {
  it('holds what the dialog said', () => {
    const former: Record<string, string> = {
      fromLinks: 'From your links',
      fromLinksList: 'Calendars from your links',
      fromLinksHint: 'Releases from your Sonarr, Radarr and Lidarr links with an API key come in on their own; change them in the link’s integration settings.',
      yours: 'Your calendars',
      remove: 'Remove',
      loading: 'Loading your calendars…',
      none: 'You have not added a calendar yet.',
      saveFailed: 'The calendar could not be saved.',
      add: 'Add a calendar',
      kind: 'Kind',
      kindIcal: 'iCal address (.ics)',
      kindCaldav: 'CalDAV account',
      name: 'Name',
      address: 'Address',
      icalHint: 'The calendar’s .ics link, e.g. its “secret address in iCal format”. Only its host is shown afterwards.',
      caldavHint: 'The CalDAV server or calendar address, e.g. https://cloud.example.org/remote.php/dav/.',
      user: 'User name',
      userIcal: 'User name (only if the address asks for a sign-in)',
      password: 'Password',
      passwordIcal: 'Password (only if the address asks for a sign-in)',
      close: 'Close',
      adding: 'Adding…',
      submit: 'Add calendar',
    };
    for (const [key, text] of Object.entries(former)) expect(t(`widgets.calendarSources.${key}`), key).toBe(text);
    const name = 'Family';
    expect(t('widgets.calendarSources.added', { name })).toBe('Family was added.');
    expect(t('widgets.calendarSources.removed', { name })).toBe('Family was removed.');
    expect(t('widgets.calendarSources.removeFailed', { name, message: 'Gone.' })).toBe('Family could not be removed: Gone.');
    expect(t('widgets.calendarSources.listFailed', { message: 'Gone.' })).toBe('Your calendars could not be listed: Gone.');
    expect(t('widgets.calendarSources.removeNamed', { name })).toBe('Remove Family');
  });
});

describe("the en catalogue for the widgets' own texts", () => {
  it('holds what the note, clock, search, service, feed and machine widgets said', () => {
    const former: Record<string, string> = {
      'note.empty': 'This note is empty. Open its settings to write it.',
      'note.field': 'Note (Markdown)',
      'note.hint': '**bold**, *italic*, `code`, # headings, - lists, > quotes and [links](https://example.org).',
      'clock.zone': 'Time zone',
      'clock.local': 'This device’s time zone',
      'clock.label': 'Label (optional)',
      'search.theWeb': 'the web',
      'search.submit': 'Search',
      'serviceBody.loading': 'Loading the service…',
      'serviceBody.field': 'Service to show',
      'serviceBody.filter': 'Filter your links',
      'serviceBody.filterPlaceholder': 'Filter by name, integration or folder',
      'serviceBody.loadingLinks': 'Loading your links…',
      'feed.items': 'Items to show',
      'feed.manage': 'Manage feeds',
      'feed.loading': 'Loading feeds…',
      'feed.failed': 'The feeds could not be loaded.',
      'feed.retry': 'Retry',
      'calendar.allDay': 'All day',
      'calendar.viewGroup': 'Calendar view',
      'calendar.agenda': 'Agenda',
      'calendar.month': 'Month',
      'calendar.problems': 'Calendars with a problem',
      'calendar.today': 'Today',
      'calendar.loading': 'Loading the calendar…',
      'calendar.calendars': 'Calendars',
      'calendar.none': 'No calendars yet: add an iCal or CalDAV calendar with the Calendars button, or give a Sonarr, Radarr or Lidarr link its API key.',
      'calendar.opensAs': 'Opens as',
      'calendar.agendaOption': 'Agenda (the days ahead)',
      'calendar.days': 'Days in the agenda',
      'calendar.releasesHint': 'Releases from your Sonarr, Radarr and Lidarr links come in on their own. Add or remove iCal and CalDAV calendars with the Calendars button in the widget.',
      'feed.failingList': 'Feeds that could not be read',
      'feed.noFeeds': 'No feeds yet. Add an RSS, Atom or JSON feed to see its news here.',
      'feed.noItems': 'No items in your feeds yet.',
      'feed.itemsList': 'Feed items',
      'feed.readMark': ', read',
      'feedsDialog.title': 'Your feeds',
      'feedsDialog.address': 'Feed address',
      'feedsDialog.reading': 'Reading…',
      'feedsDialog.add': 'Add feed',
      'feedsDialog.hint': 'An RSS, Atom or JSON feed. Hearth reads it once now to check it.',
      'feedsDialog.following': 'Following',
      'feedsDialog.listFailed': 'Your feeds could not be listed. Close this and try again.',
      'feedsDialog.list': 'Feeds you follow',
      'feedsDialog.remove': 'Remove',
      'feedsDialog.loading': 'Loading…',
      'feedsDialog.none': 'You follow no feeds yet.',
      'feedsDialog.done': 'Done',
      'hostStats.reading': 'Reading this machine’s figures…',
      'hostStats.show': 'Show',
      'hostStats.always': 'CPU, load, memory, swap and uptime always show.',
      'hostStats.cores': 'Each CPU core',
      'hostStats.disks': 'Disks',
      'hostStats.network': 'Network rates',
      'hostStats.temperatures': 'Temperatures',
    };
    for (const [key, text] of Object.entries(former)) expect(t(`widgets.${key}`), key).toBe(text);
    expect(t('widgets.search.label', { engine: 'DuckDuckGo' })).toBe('Search with DuckDuckGo');
    expect(t('widgets.search.placeholder', { engine: 'DuckDuckGo' })).toBe('Search with DuckDuckGo…');
    expect(t('widgets.serviceBody.open', { name: 'NAS' })).toBe('Open NAS');
    expect(t('widgets.feedsDialog.removeNamed', { name: 'LWN' })).toBe('Remove the feed LWN');
    expect(t('widgets.calendar.empty', { from: 'Saturday, December 5', to: 'Friday, December 18' })).toBe('Nothing on the calendar from Saturday, December 5 to Friday, December 18.');
    expect(t('widgets.calendar.previousMonth', { month: 'November 2026' })).toBe('Previous month, November 2026');
    expect(t('widgets.calendar.nextMonth', { month: 'January 2027' })).toBe('Next month, January 2027');
    expect([1, 4].map((count) => t('widgets.calendar.more', { count }))).toEqual(['+1 more', '+4 more']);
    expect(t('widgets.calendar.failed', { message: 'Timed out.' })).toBe('The calendar could not be loaded: Timed out.');
    expect(t('widgets.calendar.daysHint', { max: 60 })).toBe('From today, 1 to 60 days.');
    const machine = { up: 'Up {{time}}', cpu: 'CPU', eachCore: 'Each core', load: 'Load', memory: 'Memory', swap: 'Swap', none: 'none', temperatures: 'Temperatures', network: 'Network', received: 'received', sent: ', sent' };
    for (const [key, text] of Object.entries(machine)) if (key !== 'up') expect(t(`widgets.hostStats.rows.${key}`), key).toBe(text);
    expect(t('widgets.hostStats.rows.up', { time: '3 d 4 h' })).toBe('Up 3 d 4 h');
    expect(t('widgets.hostStats.rows.core', { n: 2 })).toBe('Core 2');
    expect(t('widgets.hostStats.rows.disk', { mount: '/srv' })).toBe('Disk /srv');
    expect(t('widgets.hostStats.rows.usage', { used: '7.5 GB', total: '16 GB' })).toBe('7.5 GB of 16 GB');
    expect(t('widgets.hostStats.rows.loadAverage', { values: '0.52, 0.40, 0.31' })).toBe('Load average 0.52, 0.40, 0.31 over 1, 5 and 15 minutes');
    const uptime = {
      days: (days: number, hours: number) => t('widgets.hostStats.uptime.days', { days, hours }),
      hours: (hours: number, minutes: number) => t('widgets.hostStats.uptime.hours', { hours, minutes }),
      minutes: (minutes: number) => t('widgets.hostStats.uptime.minutes', { minutes }),
      seconds: (seconds: number) => t('widgets.hostStats.uptime.seconds', { seconds }),
    };
    for (const s of [59, 600, 3 * 3600 + 60, 86_400, 3 * 86_400 + 4 * 3600]) expect(formatUptime(s, uptime)).toBe(formatUptime(s));
    expect(t('widgets.serviceBody.inFolder', { app: 'Sonarr', folder: 'Media' })).toBe('Sonarr · in Media');
    expect(t('widgets.feed.itemsHint', { max: 50 })).toBe('The newest items across all your feeds, from 1 to 50. Feeds are added and removed with “Manage feeds” in the widget.');
  });
});
