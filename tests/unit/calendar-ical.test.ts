import { describe, expect, it } from 'vitest';
import { icalEvents, icalLimits, wallToUtc } from '../../server/features/calendar/ical-events.js';
import { CalendarSourceError } from '../../server/features/calendar/source-fetch.js';
import { parseRange } from '../../shared/contracts/calendar.js';
import { endlessIcs, familyIcs, millionIcs } from '../fixtures/services/calendar-ical.js';

const december = { startMs: Date.parse('2026-12-01T00:00:00Z'), endMs: Date.parse('2027-01-01T00:00:00Z') };
const source = { id: 'src', kind: 'ical' } as const;

describe('iCal expansion (ical.js)', () => {
  it('expands a weekly rule in its VTIMEZONE, leaves out an EXDATE and moves a RECURRENCE-ID', async () => {
    const { events, truncated } = await icalEvents(familyIcs, december, source);
    expect(truncated).toBeNull();
    const choir = events.filter((e) => e.title.startsWith('Choir')).map((e) => [e.start, e.title]);
    // Tuesdays in December at 19:30 CET (18:30 UTC); the 15th is excepted, the 22nd moved to 20:00.
    expect(choir).toEqual([
      ['2026-12-01T18:30:00.000Z', 'Choir'],
      ['2026-12-08T18:30:00.000Z', 'Choir'],
      ['2026-12-22T19:00:00.000Z', 'Choir (Christmas concert)'],
      ['2026-12-29T18:30:00.000Z', 'Choir'],
    ]);
    expect(events.find((e) => e.title === 'Choir')?.url).toBe('https://choir.example.org/season');
  });

  it('keeps the summer offset before the DST change: October rehearsals are at 17:30 UTC', async () => {
    const october = { startMs: Date.parse('2026-10-01T00:00:00Z'), endMs: Date.parse('2026-11-01T00:00:00Z') };
    const starts = (await icalEvents(familyIcs, october, source)).events.filter((e) => e.title === 'Choir').map((e) => e.start);
    expect(starts).toEqual(['2026-10-06T17:30:00.000Z', '2026-10-13T17:30:00.000Z', '2026-10-20T17:30:00.000Z', '2026-10-27T18:30:00.000Z']);
  });

  it('reads an all-day event as its day and an IANA TZID without VTIMEZONE through Intl; drops a javascript: URL', async () => {
    const { events } = await icalEvents(familyIcs, december, source);
    expect(events.find((e) => e.title === 'Christmas market')).toMatchObject({ start: '2026-12-06T00:00:00.000Z', end: '2026-12-07T00:00:00.000Z', allDay: true });
    // 09:00 in New York in December is EST, UTC-5.
    expect(events.find((e) => e.title === 'Call with Sam')).toMatchObject({ start: '2026-12-10T14:00:00.000Z', end: '2026-12-10T14:30:00.000Z', allDay: false, url: null });
  });

  it('stops a million recurrences at the event cap and says so', async () => {
    const result = await icalEvents(millionIcs, december, source);
    expect(result.events).toHaveLength(icalLimits.maxEvents);
    expect(result.truncated).toBe('More than 2,000 events in this range: showing the first ones.');
    expect(result.steps).toBeLessThanOrEqual(icalLimits.maxEvents + 2);
  });

  it('stops a rule that needs millions of steps to reach the range at the step budget and says so', async () => {
    const result = await icalEvents(endlessIcs, december, source);
    expect(result.events).toEqual([]);
    expect(result.steps).toBe(icalLimits.maxSteps + 1);
    expect(result.truncated).toBe('This calendar repeats too often to show in full (stopped after 50,000 occurrences).');
  });

  it('refuses what is not a calendar with a message', async () => {
    await expect(icalEvents('<html><body>Sign in</body></html>', december, source)).rejects.toThrow(CalendarSourceError);
    await expect(icalEvents('<html></html>', december, source)).rejects.toThrow('This is not an iCalendar file (no BEGIN:VCALENDAR): check the address.');
  });

  it('turns wall-clock time in a zone into UTC on both sides of a DST change', () => {
    const at = (month: number, day: number, hour: number) => ({ year: 2026, month, day, hour, minute: 0, second: 0 });
    expect(new Date(wallToUtc(at(7, 1, 12), 'Europe/Berlin')).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(new Date(wallToUtc(at(1, 1, 12), 'Europe/Berlin')).toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(new Date(wallToUtc(at(3, 8, 3), 'America/New_York')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });
});

describe('the range a query asks for', () => {
  it('reads two days as [from midnight, the midnight after to)', () => {
    expect(parseRange('2026-12-01', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31', startMs: Date.parse('2026-12-01T00:00:00Z'), endMs: Date.parse('2027-01-01T00:00:00Z') });
  });

  it.each([
    [undefined, '2026-12-01', 'Give the range as ?from=YYYY-MM-DD&to=YYYY-MM-DD.'],
    ['2026-02-30', '2026-03-01', '"2026-02-30" is not a date for from: use YYYY-MM-DD, e.g. 2026-11-28.'],
    ['2026-12-01', 'tomorrow', '"tomorrow" is not a date for to: use YYYY-MM-DD, e.g. 2026-11-28.'],
    ['2026-12-10', '2026-12-01', '"to" must be on or after "from".'],
    ['2026-01-01', '2026-03-04', 'Ask for at most 62 days at a time.'],
  ])('refuses from=%s to=%s with %j', (from, to, message) => {
    expect(parseRange(from, to)).toEqual({ message });
  });

  it('allows exactly 62 days', () => {
    expect(parseRange('2026-01-01', '2026-03-03')).toHaveProperty('endMs');
  });
});
