import { DAVClient } from 'tsdav';
import type { CalendarEvent } from '../../../shared/contracts/calendar.js';
import type { ReachPolicy } from '../../net/reach.js';
import { icalEvents, icalLimits } from './ical-events.js';
import { CalendarSourceError, fetchSource, statusProblem } from './source-fetch.js';

/**
 * A CalDAV account (RFC 4791) through tsdav: discovery from the address given, every calendar
 * of the principal, objects in the range by a calendar-query time-range. tsdav's requests go
 * through fetchSource (the reach rule, a deadline and a size cap on each), and the objects it
 * returns are expanded like an iCal feed, with one budget for the whole account.
 */
export interface CaldavAccount {
  sourceId: string;
  url: string;
  username: string;
  password: string;
  reach: ReachPolicy;
}

const allowed = new Set(['GET', 'PROPFIND', 'REPORT']);

/** A `fetch` for tsdav that only reads, through fetchSource. */
function davFetch(reach: ReachPolicy): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!allowed.has(method)) throw new CalendarSourceError(`The calendar client tried ${method}, which Hearth does not send: it only reads.`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const answer = await fetchSource({ url, method: method as 'GET' | 'PROPFIND' | 'REPORT', headers, ...(body !== undefined ? { body } : {}), reach });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
    const response = new Response(answer.status === 204 || answer.status === 304 ? null : answer.text, { status: answer.status, headers: out });
    Object.defineProperty(response, 'url', { value: answer.url });
    return response;
  };
}

export async function caldavEvents(account: CaldavAccount, startMs: number, endMs: number): Promise<{ events: CalendarEvent[]; truncated: string | null }> {
  const fetch = davFetch(account.reach);
  // Credentials are checked first, plainly: tsdav's own discovery turns a 401 into a vague error.
  const probe = await fetchSource({ url: account.url, method: 'PROPFIND', headers: { authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`, depth: '0', 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><current-user-principal/></prop></propfind>', reach: account.reach });
  const problem = probe.status === 207 ? null : statusProblem(probe.status);
  if (problem) throw new CalendarSourceError(problem);
  const client = new DAVClient({ serverUrl: account.url, credentials: { username: account.username, password: account.password }, authMethod: 'Basic', defaultAccountType: 'caldav', fetch });
  try {
    await client.login();
  } catch (error) {
    throw error instanceof CalendarSourceError ? error : new CalendarSourceError(`The CalDAV server could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'discovery failed'}.`);
  }
  const calendars = await client.fetchCalendars();
  const events: CalendarEvent[] = [];
  let truncated: string | null = null;
  let budget = icalLimits.maxSteps;
  for (const calendar of calendars) {
    const objects = await client.fetchCalendarObjects({ calendar, timeRange: { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() } });
    for (const object of objects) {
      if (typeof object.data !== 'string' || !object.data) continue;
      const found = await icalEvents(object.data, { startMs, endMs }, { id: account.sourceId, kind: 'caldav' }, { maxSteps: budget, maxEvents: icalLimits.maxEvents - events.length });
      events.push(...found.events);
      budget -= found.steps;
      if (found.truncated || budget <= 0 || events.length >= icalLimits.maxEvents) {
        truncated = found.truncated ?? `More than ${icalLimits.maxEvents.toLocaleString('en-US')} events in this range: showing the first ones.`;
        return { events, truncated };
      }
    }
  }
  return { events, truncated };
}
