import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CalendarAnswer, CalendarEvent } from '../../../shared/contracts/calendar.js';
// The widget reads its texts from the catalogue: English, as the app starts.
import '../../i18n/i18n.js';
import { CalendarWidget } from './CalendarWidget.js';
import { agendaDays, eventDays, monthWeeks } from './calendarView.js';

/** The calendar widget rendered from an API answer, as the widget area will mount it. */
const event = (over: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'title' | 'start' | 'end'>): CalendarEvent => ({ sourceId: 's', kind: 'ical', allDay: false, url: null, ...over });

const answer: CalendarAnswer = {
  from: '2026-12-01',
  to: '2026-12-31',
  events: [
    event({ id: 'a', kind: 'sonarr', title: 'Severance · S02E01 · Hello, Ms. Cobel', start: '2026-12-05T02:00:00.000Z', end: '2026-12-05T02:50:00.000Z', url: 'http://sonarr.lan/series/severance' }),
    event({ id: 'b', kind: 'radarr', title: 'Dune Messiah (in cinemas)', start: '2026-12-18T00:00:00.000Z', end: '2026-12-19T00:00:00.000Z', allDay: true, url: 'http://radarr.lan/movie/1170608' }),
    event({ id: 'c', title: 'Choir', start: '2026-12-01T18:30:00.000Z', end: '2026-12-01T20:00:00.000Z' }),
    ...['09', '10', '11', '12'].map((h, i) => event({ id: `d${i}`, title: `Meeting ${i + 1}`, start: `2026-12-14T${h}:00:00.000Z`, end: `2026-12-14T${h}:30:00.000Z` })),
  ],
  sources: [
    { id: 's1', kind: 'sonarr', name: 'TV', error: null },
    { id: 's2', kind: 'ical', name: 'School', error: 'This address gives a web page, not an iCalendar file.' },
  ],
};

const render = (props: Partial<Parameters<typeof CalendarWidget>[0]> = {}) => renderToStaticMarkup(createElement(CalendarWidget, { answer, timeZone: 'UTC', locale: 'en-US', today: '2026-12-05', ...props }));

describe('CalendarWidget', () => {
  it('shows the agenda by day, each event linking to its item in a new tab, its kind in words', () => {
    const html = render();
    expect(html).toContain('aria-pressed="true">Agenda</button>');
    expect(html.match(/<h3 class="calendar-day-label">/g)).toHaveLength(4);
    expect(html).toContain('<a class="calendar-title" href="http://sonarr.lan/series/severance" target="_blank" rel="noopener noreferrer">Severance · S02E01 · Hello, Ms. Cobel</a>');
    expect(html).toContain('<span class="calendar-kind">Sonarr</span>');
    expect(html).toContain('<span class="calendar-time">All day</span>');
    // The event without a link is plain text, never an empty link.
    expect(html).toContain('<span class="calendar-title">Choir</span>');
    expect(html).toMatch(/<li class="calendar-day" aria-current="date">.*Today/);
    expect(html.indexOf('Choir')).toBeLessThan(html.indexOf('Severance'));
  });

  it("names a failing source with its own message while the others' events still show", () => {
    const html = render();
    expect(html).toContain('<ul class="calendar-errors" aria-label="Calendars with a problem"><li><strong>School</strong> (iCal): This address gives a web page, not an iCalendar file.</li></ul>');
    expect(html).not.toContain('<strong>TV</strong>');
    expect(html).toContain('Dune Messiah');
  });

  it('shows the month as a table of weeks with day headers, at most three events a day and a count of the rest', () => {
    const html = render({ initialView: 'month' });
    expect(html).toContain('aria-pressed="true">Month</button>');
    expect(html).toContain('<caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(7);
    expect(html.match(/<tr>/g)).toHaveLength(1 + 5);
    expect(html).toContain('+1 more');
    expect(html).not.toContain('Meeting 4');
    expect(html).toMatch(/<td class="calendar-cell" aria-current="date"><time class="calendar-cell-day" dateTime="2026-12-05"><span aria-hidden="true">5<\/span><span class="sr-only">Saturday, December 5<\/span>/);
    expect(html).toContain('data-outside="true"');
  });

  it('inside a widget card leaves the title to the card, and offers the months before and after', () => {
    const html = render({ initialView: 'month', framed: false, month: '2026-12', onMonthChange: () => undefined, actions: createElement('button', { type: 'button' }, 'Calendars') });
    expect(html).not.toContain('<h2');
    expect(html).toContain('class="calendar-widget is-bare"');
    expect(html).toContain('aria-label="Previous month, November 2026"');
    expect(html).toContain('aria-label="Next month, January 2027"');
    expect(html).toContain('<button type="button">Calendars</button>');
  });

  it('says when nothing is on the calendar', () => {
    expect(render({ answer: { ...answer, events: [], sources: [] } })).toContain('<p class="calendar-empty">Nothing on the calendar from');
  });
});

describe('calendar layout', () => {
  it('puts a timed event on its day in the viewer zone, and an all-day one on its own dates anywhere', () => {
    const late = event({ id: 'x', title: 'Late', start: '2026-12-01T23:30:00.000Z', end: '2026-12-02T00:30:00.000Z' });
    expect(eventDays(late, 'UTC')).toEqual(['2026-12-01', '2026-12-02']);
    expect(eventDays(late, 'America/New_York')).toEqual(['2026-12-01']);
    expect(eventDays(late, 'Asia/Tokyo')).toEqual(['2026-12-02']);
    const weekend = event({ id: 'y', title: 'Trip', start: '2026-12-05T00:00:00.000Z', end: '2026-12-07T00:00:00.000Z', allDay: true });
    expect(eventDays(weekend, 'Pacific/Honolulu')).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('lists all-day events first within a day', () => {
    const days = agendaDays([event({ id: 't', title: 'Timed', start: '2026-12-18T08:00:00.000Z', end: '2026-12-18T09:00:00.000Z' }), ...answer.events], 'UTC');
    expect(days.find((d) => d.day === '2026-12-18')?.events.map((e) => e.title)).toEqual(['Dune Messiah (in cinemas)', 'Timed']);
  });

  it('covers a month with Monday-first weeks: December 2026 starts on a Tuesday and ends on a Thursday', () => {
    const weeks = monthWeeks('2026-12', [], 'UTC');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-11-30', inMonth: false, events: [] });
    expect(weeks.at(-1)?.at(-1)?.day).toBe('2027-01-03');
    expect(monthWeeks('2027-02', [], 'UTC')).toHaveLength(4);
  });
});
