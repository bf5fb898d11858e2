import { describe, expect, it } from 'vitest';
import { appendRecords, bucketOf, decodeRecords, hourMs, type CheckRecord } from './history-codec.js';

describe('packed results', () => {
  const hour = 493_000;
  const base = hour * hourMs;
  const records: CheckRecord[] = [
    { at: base + 1_000, ok: true, latencyMs: 12, status: 200 },
    { at: base + 61_000, ok: false, latencyMs: null, status: 503 },
    { at: base + 121_000, ok: false, latencyMs: null, status: 0, maintenance: true },
  ];

  it('keep a maintenance result apart from up and down through a write and a read', () => {
    expect(decodeRecords(hour, appendRecords(null, hour, records))).toEqual(records);
  });

  it('read results written before maintenance existed (0 and 1 only) as they were', () => {
    const old = appendRecords(null, hour, records.slice(0, 2));
    expect(decodeRecords(hour, old).every((r) => r.maintenance === undefined)).toBe(true);
  });

  it('leave maintenance out of a bucket: neither up nor down', () => {
    expect(bucketOf(records)).toEqual({ up: 1, down: 1, min: 12, avg: 12, max: 12 });
    expect(bucketOf(records.slice(2))).toEqual({ up: 0, down: 0, min: null, avg: null, max: null });
  });
});
