import { describe, expect, it } from 'vitest';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { compareJson } from './json-check.js';
import { answerMatches } from './dns-check.js';
import { pushLapsed, reportOf } from './push.js';

describe('compareJson', () => {
  const body = JSON.stringify({ a: { b: 'up' }, list: [{ ok: true }], n: null, o: { x: 1 } });
  it('compares strings as they are and other values as JSON', () => {
    expect(compareJson(body, 'a.b', 'up', 'equals').ok).toBe(true);
    expect(compareJson(body, 'list[0].ok', 'true', 'equals').ok).toBe(true);
    expect(compareJson(body, 'n', 'null', 'equals').ok).toBe(true);
    expect(compareJson(body, 'o', '"x":1', 'contains').ok).toBe(true);
  });

  it('says why it fails', () => {
    expect(compareJson('nope', 'a', 'x', 'equals')).toEqual({ ok: false, message: m.notJson });
    expect(compareJson(body, 'list[1].ok', 'true', 'equals')).toEqual({ ok: false, message: m.jsonPathMissing('list[1].ok') });
    expect(compareJson(body, 'a.b.c', 'x', 'equals')).toEqual({ ok: false, message: m.jsonPathMissing('a.b.c') });
    expect(compareJson(body, 'a.b', 'down', 'equals')).toEqual({ ok: false, message: m.jsonMismatch('a.b', '"up"', 'equals', '"down"') });
    // An own key only: nothing from the prototype.
    expect(compareJson(body, 'a.constructor', 'x', 'contains').ok).toBe(false);
  });
});

describe('answerMatches', () => {
  it('compares names without case or the final dot, an MX by its exchange too', () => {
    expect(answerMatches('CNAME', 'Web.Lab.', 'web.lab')).toBe(true);
    expect(answerMatches('MX', '10 mail.lab', 'mail.lab.')).toBe(true);
    expect(answerMatches('MX', '10 mail.lab', '10 mail.lab')).toBe(true);
    expect(answerMatches('TXT', 'Hello', 'hello')).toBe(false);
  });
});

describe('push', () => {
  const saved = '2026-11-28T12:00:00.000Z';
  const at = Date.parse(saved);
  const monitor = { intervalSeconds: 60, timeoutSeconds: 30, lastPushAt: null, updatedAt: saved };
  it('is down only once the interval and the grace have passed since the last push or the save', () => {
    expect(pushLapsed(monitor, at + 90_000)).toBeNull();
    expect(pushLapsed(monitor, at + 90_001)).toMatchObject({ ok: false, message: m.pushMissing(90) });
    expect(pushLapsed({ ...monitor, lastPushAt: at + 80_000 }, at + 170_000)).toBeNull();
  });

  it('reads the job’s report', () => {
    expect(reportOf({})).toEqual({ ok: true, message: m.pushReceived });
    expect(reportOf({ status: 'down', msg: ' disk full ' })).toEqual({ ok: false, message: 'disk full' });
    expect(reportOf({ status: 'up', msg: 'x'.repeat(300) }).message).toHaveLength(200);
  });
});
