import ICAL from 'ical.js';
import type { CalendarEvent, CalendarKind } from '../../../shared/contracts/calendar.js';
import { CalendarSourceError } from './source-fetch.js';

/**
 * iCalendar text (RFC 5545) to the events in [startMs, endMs), with ical.js: recurrence rules,
 * RDATE/EXDATE and moved occurrences (RECURRENCE-ID) as the library expands them, times in the
 * file's own VTIMEZONEs, an IANA TZID without one through Intl. Bounded: a calendar that holds a
 * million recurrences costs at most `maxSteps` iterator steps and `maxEvents` events, and says so.
 * ical.js spends some 10-25 µs a step, so the expansion gives the event loop back every
 * `yieldEvery` steps: one heavy calendar delays other answers by a millisecond or so, not seconds.
 */
export const icalLimits = { maxSteps: 50_000, maxEvents: 2_000 } as const;
const yieldEvery = 500;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface IcalResult {
  events: CalendarEvent[];
  /** Set when a limit stopped the expansion: the events are the first ones found. */
  truncated: string | null;
  /** Iterator steps spent, for a caller sharing one budget over many files. */
  steps: number;
}

type Time = InstanceType<typeof ICAL.Time>;

/** Wall-clock time in an IANA zone to ms since the epoch (two passes settle DST edges). */
export function wallToUtc(time: { year: number; month: number; day: number; hour: number; minute: number; second: number }, zone: string): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const offsetAt = (ms: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - ms;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

function knownZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/** ms since the epoch; a TZID the file does not define is read as an IANA zone; floating times as UTC. */
function toMs(time: Time, tzid: string | null): number {
  const zone = time.zone?.tzid;
  if (time.isDate || zone === 'UTC' || (zone && zone !== 'floating')) return time.isDate ? Date.UTC(time.year, time.month - 1, time.day) : time.toUnixTime() * 1000;
  if (tzid && knownZone(tzid)) return wallToUtc(time, tzid);
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

function tzidOf(event: InstanceType<typeof ICAL.Event>): string | null {
  const value = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
}

function parse(text: string): InstanceType<typeof ICAL.Component> {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new CalendarSourceError('This is not an iCalendar file (no BEGIN:VCALENDAR): check the address.');
  try {
    return new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new CalendarSourceError(`The iCalendar file could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'parse error'}.`);
  }
}

/** The events of `text` in [startMs, endMs). */
export async function icalEvents(text: string, range: { startMs: number; endMs: number }, source: { id: string; kind: CalendarKind }, limits: { maxSteps: number; maxEvents: number } = icalLimits): Promise<IcalResult> {
  const root = parse(text);
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar');
  const events: CalendarEvent[] = [];
  let steps = 0;
  let truncated: string | null = null;
  const push = (event: InstanceType<typeof ICAL.Event>, start: Time, end: Time, key: string) => {
    const tzid = tzidOf(event);
    const startMs = toMs(start, tzid);
    const endMs = Math.max(toMs(end, tzid), startMs);
    if (endMs <= range.startMs && !(endMs === startMs && startMs === range.startMs)) return;
    if (startMs >= range.endMs) return;
    events.push({ id: `${source.id}:${event.uid || 'event'}:${key}`, sourceId: source.id, kind: source.kind, title: event.summary || '(no title)', start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString(), allDay: start.isDate, url: urlOf(event) });
  };
  for (const calendar of calendars) {
    const vevents = calendar.getAllSubcomponents('vevent');
    const moved = new Map<string, InstanceType<typeof ICAL.Component>[]>();
    for (const v of vevents.filter((c) => c.hasProperty('recurrence-id'))) moved.set(String(v.getFirstPropertyValue('uid')), [...(moved.get(String(v.getFirstPropertyValue('uid'))) ?? []), v]);
    for (const v of vevents.filter((c) => !c.hasProperty('recurrence-id'))) {
      if (truncated) break;
      const event = new ICAL.Event(v);
      for (const exception of moved.get(event.uid) ?? []) event.relateException(exception);
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        if (++steps % yieldEvery === 0) await breathe();
        push(event, event.startDate, event.endDate ?? event.startDate, event.startDate.toString());
        continue;
      }
      const iterator = event.iterator();
      const tzid = tzidOf(event);
      for (let next = iterator.next(); next; next = iterator.next()) {
        if (steps % yieldEvery === 0) await breathe();
        if (++steps > limits.maxSteps) {
          truncated = `This calendar repeats too often to show in full (stopped after ${limits.maxSteps.toLocaleString('en-US')} occurrences).`;
          break;
        }
        if (toMs(next, tzid) >= range.endMs) break;
        // ical.js's typings name the answer's type without exporting it.
        const details = event.getOccurrenceDetails(next) as { item: InstanceType<typeof ICAL.Event>; startDate: Time; endDate: Time };
        push(details.item, details.startDate, details.endDate, next.toString());
        if (events.length > limits.maxEvents) break;
      }
      if (events.length > limits.maxEvents) truncated = `More than ${limits.maxEvents.toLocaleString('en-US')} events in this range: showing the first ones.`;
    }
  }
  events.sort((a, b) => a.start.localeCompare(b.start));
  return { events: events.slice(0, limits.maxEvents), truncated, steps };
}

/** The event's own URL property, when it is a web address (never javascript: or file:). */
function urlOf(event: InstanceType<typeof ICAL.Event>): string | null {
  const value = event.component.getFirstPropertyValue('url');
  const url = typeof value === 'string' ? URL.parse(value) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}
