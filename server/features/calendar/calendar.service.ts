import type { AppContext } from '../../context.js';
import type { CalendarSourceRow, ListingRow, UserRow } from '../../db/schema/index.js';
import { newId } from '../../ids.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { checkReach, reachPolicy, type ReachPolicy } from '../../net/reach.js';
import { calendarMessages as m, type CalendarAnswer, type CalendarEvent, type CalendarRange, type CalendarSourceSave, type CalendarSourceStatus, type CalendarSourceView } from '../../../shared/contracts/calendar.js';
import { appAddress, targetOrigin } from '../../../shared/contracts/integration-targets.js';
import { findApp } from '../integrations/apps.repo.js';
import { openConfig, rowAddresses, storedPins } from '../integrations/link-config.js';
import type { CertificateRule } from '../monitoring/outbound.js';
import { arrApps, arrEvents, isArrApp } from './arr-calendar.js';
import * as repo from './calendar.repo.js';
import { CalendarSourceError, fetchSource, looksLikeHtml, statusProblem } from './source-fetch.js';

const purpose = 'calendar';
export const maxSources = 50;
/** A CalDAV account takes several requests, each with its own deadline; the source as a whole gets this. */
const sourceDeadlineMs = 20_000;

function deadline(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CalendarSourceError(`This calendar did not answer within ${ms / 1000} s.`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

export function sourceView(row: CalendarSourceRow): CalendarSourceView {
  return { id: row.id, kind: row.kind, name: row.name, host: row.host, username: row.username, passwordSet: row.passwordSealed !== null };
}

/** Saves a calendar the user adds: the address and password sealed, the reach rule checked now. */
export async function addSource(ctx: AppContext, user: UserRow, body: CalendarSourceSave): Promise<CalendarSourceRow> {
  if (repo.countSources(ctx.db, user.id) >= maxSources) throw badRequest(m.tooMany);
  await checkReach(body.url, reachPolicy(user, ctx.config), 'hearth');
  const now = new Date(ctx.clock()).toISOString();
  return repo.insertSource(ctx.db, {
    id: newId(), userId: user.id, kind: body.kind, name: body.name, host: targetOrigin(body.url) ?? '',
    urlSealed: ctx.secrets.seal(body.url, purpose),
    username: body.username ? body.username : null,
    passwordSealed: body.password ? ctx.secrets.seal(body.password, purpose) : null,
    createdAt: now, updatedAt: now,
  });
}

export function removeSource(ctx: AppContext, user: UserRow, id: string): void {
  if (!repo.deleteSource(ctx.db, user.id, id)) throw notFound(m.sourceNotFound);
}

interface Job {
  status: CalendarSourceStatus;
  run: () => Promise<{ events: CalendarEvent[]; truncated?: string | null }>;
}

/** A job's failure as its source's error; anything but a CalendarSourceError is logged, then said plainly. */
async function settle(ctx: AppContext, job: Job): Promise<{ status: CalendarSourceStatus; events: CalendarEvent[] }> {
  const limit = deadline(sourceDeadlineMs);
  try {
    const { events, truncated } = await Promise.race([job.run(), limit.promise]);
    return { status: truncated ? { ...job.status, error: truncated, truncated: true } : job.status, events };
  } catch (error) {
    const known = error instanceof CalendarSourceError || error instanceof HttpError;
    if (!known) ctx.log(`calendar: ${job.status.kind} source ${job.status.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { status: { ...job.status, error: known ? error.message : 'This calendar could not be read.' }, events: [] };
  } finally {
    limit.clear();
  }
}

/** Every source of the user in the range, asked at once; one failing gives its own error. */
export async function calendar(ctx: AppContext, user: UserRow, range: CalendarRange): Promise<CalendarAnswer> {
  const reach = reachPolicy(user, ctx.config);
  const jobs = [...arrJobs(ctx, user, reach, range), ...repo.listSources(ctx.db, user.id).map((row) => sourceJob(ctx, row, reach, range))];
  const results = await Promise.all(jobs.map((job) => settle(ctx, job)));
  const events = results.flatMap((r) => r.events).sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  return { from: range.from, to: range.to, events, sources: results.map((r) => r.status) };
}

function arrJobs(ctx: AppContext, user: UserRow, reach: ReachPolicy, range: CalendarRange): Job[] {
  return repo.linksWithApps(ctx.db, user.id, Object.keys(arrApps)).flatMap((row): Job[] => {
    const appId = row.integration?.appId ?? '';
    if (!isArrApp(appId)) return [];
    const status: CalendarSourceStatus = { id: row.id, kind: arrApps[appId], name: row.listingName, error: null };
    return [{ status, run: () => arrRun(ctx, row, appId, reach, range) }];
  });
}

async function arrRun(ctx: AppContext, row: ListingRow, appId: keyof typeof arrApps, reach: ReachPolicy, range: CalendarRange) {
  const app = findApp(ctx.db, appId);
  if (!app) throw new CalendarSourceError('The integration of this link is not installed.');
  const config = openConfig(ctx, app.config, row.integration);
  const base = appAddress(config, rowAddresses(row));
  if (!base) throw new CalendarSourceError('This link has no address to ask.');
  if (typeof config.apiKey !== 'string' || !config.apiKey) throw new CalendarSourceError('This link has no API key: add it in the link\'s integration settings.');
  const pin = row.integration ? storedPins(row.integration, rowAddresses(row))[targetOrigin(base) ?? ''] : undefined;
  const certificate: CertificateRule = pin ? { mode: 'pinned', fingerprint: pin } : { mode: 'verify' };
  return { events: await arrEvents({ sourceId: row.id, appId, base, apiKey: config.apiKey, reach, certificate }, range.startMs, range.endMs) };
}

// The CalDAV client and the iCalendar parser load with the first calendar that needs them: most
// servers have none, and start-up and the idle heap stay smaller without them (issue 37).
const calendarParsers = {
  caldav: () => import('./caldav-events.js'),
  ical: () => import('./ical-events.js'),
};

function sourceJob(ctx: AppContext, row: CalendarSourceRow, reach: ReachPolicy, range: CalendarRange): Job {
  const status: CalendarSourceStatus = { id: row.id, kind: row.kind, name: row.name, error: null };
  const url = () => ctx.secrets.open(row.urlSealed, purpose);
  const password = () => (row.passwordSealed ? ctx.secrets.open(row.passwordSealed, purpose) : '');
  if (row.kind === 'caldav') return { status, run: async () => (await calendarParsers.caldav()).caldavEvents({ sourceId: row.id, url: url(), username: row.username ?? '', password: password(), reach }, range.startMs, range.endMs) };
  return { status, run: () => icalRun(row, url(), row.username ? { username: row.username, password: password() } : null, reach, range) };
}

async function icalRun(row: CalendarSourceRow, url: string, login: { username: string; password: string } | null, reach: ReachPolicy, range: CalendarRange) {
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (login) headers.authorization = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;
  const answer = await fetchSource({ url: url.replace(/^webcal:/i, 'https:'), headers, reach });
  const problem = statusProblem(answer.status);
  if (problem) throw new CalendarSourceError(problem);
  if (looksLikeHtml(answer)) throw new CalendarSourceError('This address gives a web page, not an iCalendar file: use the calendar\'s "secret address in iCal format" or .ics link.');
  return (await calendarParsers.ical()).icalEvents(answer.text, range, { id: row.id, kind: 'ical' });
}
