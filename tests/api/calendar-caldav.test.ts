import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { missing } from '../helpers/prerequisites.js';
import { radicaleAccount, radicaleMissing, startRadicale, type RealRadicale } from '../helpers/radicale.js';
import type { CalendarAnswer, CalendarSourceView } from '../../shared/contracts/calendar.js';

/**
 * CalDAV sources against the real Radicale (Debian's radicale, started here on 127.0.0.1 with
 * an htpasswd account): discovery from the server's root, every calendar of the principal, the
 * range asked with a calendar-query, recurrences expanded by Hearth, a wrong password refused.
 */
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const event = (uid: string, lines: string[]) => crlf(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hearth tests//CalDAV//EN', 'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT', 'END:VCALENDAR']);
const mkcalendar = (name: string) => crlf([
  '<?xml version="1.0" encoding="utf-8"?>',
  '<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>',
  `<D:displayname>${name}</D:displayname>`,
  '<C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>',
  '</D:prop></D:set></C:mkcalendar>',
]);

describe.skipIf(missing('radicale (CalDAV)', radicaleMissing()))('CalDAV sources against Radicale', () => {
  let server: TestServer;
  let radicale: RealRadicale;
  let admin: string;
  const user = `/${radicaleAccount.username}`;

  beforeAll(async () => {
    [server, radicale] = await Promise.all([startTestServer(), startRadicale()]);
    admin = await loginAdmin(server);
    const put = (path: string, body: string) => radicale.dav('PUT', path, body, { 'content-type': 'text/calendar; charset=utf-8' });
    expect(await radicale.dav('MKCALENDAR', `${user}/home/`, mkcalendar('Home'), { 'content-type': 'application/xml' })).toBe(201);
    expect(await radicale.dav('MKCALENDAR', `${user}/work/`, mkcalendar('Work'), { 'content-type': 'application/xml' })).toBe(201);
    expect(await put(`${user}/home/bins.ics`, event('bins@example.org', ['SUMMARY:Bins out', 'DTSTART;VALUE=DATE:20261203', 'RRULE:FREQ=WEEKLY;COUNT=52']))).toBe(201);
    expect(await put(`${user}/home/dentist.ics`, event('dentist@example.org', ['SUMMARY:Dentist', 'DTSTART:20261214T083000Z', 'DTEND:20261214T090000Z']))).toBe(201);
    expect(await put(`${user}/home/old.ics`, event('old@example.org', ['SUMMARY:Last year', 'DTSTART:20251214T083000Z', 'DTEND:20251214T090000Z']))).toBe(201);
    expect(await put(`${user}/work/standup.ics`, event('standup@example.org', ['SUMMARY:Stand-up', 'DTSTART:20261201T090000Z', 'DURATION:PT15M', 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261205T000000Z']))).toBe(201);
  });

  afterAll(async () => {
    await Promise.all([server?.stop(), radicale?.stop()]);
  });

  const add = (password: string) => call<{ source: CalendarSourceView }>(server, 'POST', '/calendar/sources', { token: admin, body: { kind: 'caldav', name: `Radicale ${password}`, url: `${radicale.url}/`, username: radicaleAccount.username, password } });

  it('merges every calendar of the account in the range, recurrences expanded', async () => {
    const saved = await add(radicaleAccount.password);
    expect(saved.status).toBe(201);
    const res = await call<CalendarAnswer>(server, 'GET', '/calendar?from=2026-12-01&to=2026-12-14', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message.sources).toEqual([{ id: saved.body.message.source.id, kind: 'caldav', name: `Radicale ${radicaleAccount.password}`, error: null }]);
    expect(res.body.message.events.map((e) => `${e.start} ${e.title}`)).toEqual([
      '2026-12-01T09:00:00.000Z Stand-up',
      '2026-12-02T09:00:00.000Z Stand-up',
      '2026-12-03T00:00:00.000Z Bins out',
      '2026-12-03T09:00:00.000Z Stand-up',
      '2026-12-04T09:00:00.000Z Stand-up',
      '2026-12-10T00:00:00.000Z Bins out',
      '2026-12-14T08:30:00.000Z Dentist',
    ]);
    expect(res.body.message.events.every((e) => e.kind === 'caldav')).toBe(true);
    await call(server, 'DELETE', `/calendar/sources/${saved.body.message.source.id}`, { token: admin });
  });

  it('says the password was refused, as its own source error', async () => {
    const saved = await add('wrong-password');
    const res = await call<CalendarAnswer>(server, 'GET', '/calendar?from=2026-12-01&to=2026-12-14', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message.sources.find((s) => s.id === saved.body.message.source.id)?.error).toBe('401: the service refused the credentials (check the key, user name or password).');
  });
});
