import { endianness } from 'node:os';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * The packed forms of check history (see the schema: one row per monitor and hour for results,
 * per monitor and day for 5-minute buckets). 500 targets for 90 days are 13 million buckets; a
 * row for each would take several hundred megabytes, these take a few dozen.
 */

export const hourMs = 3_600_000;
export const dayMs = 86_400_000;
export const bucketMs = 300_000;
export const bucketsPerDay = dayMs / bucketMs;
/** A latency that was not measured (a failed check, a camera seen through its relay). */
export const noLatency = 0xffff;

export interface CheckRecord {
  /** When the check finished (ms since the epoch). */
  at: number;
  ok: boolean;
  /** Milliseconds, or null when not measured. */
  latencyMs: number | null;
  /** The HTTP status, 0 for checks without one. */
  status: number;
  /** Taken inside a maintenance window: counts as neither up nor down. */
  maintenance?: true;
}

/** The result byte of a record: 0 failed, 1 ok, 2 maintenance (older files hold only 0 and 1). */
const resultByte = (record: CheckRecord): number => (record.maintenance ? 2 : record.ok ? 1 : 0);

const recordBytes = 7;

export const hourOf = (at: number): number => Math.floor(at / hourMs);
export const dayOf = (at: number): number => Math.floor(at / dayMs);
export const bucketStart = (at: number): number => Math.floor(at / bucketMs) * bucketMs;

const clampLatency = (ms: number | null): number => (ms === null || !Number.isFinite(ms) || ms < 0 ? noLatency : Math.min(Math.round(ms), noLatency - 1));

/** Appends records of one hour to that hour's packed results: second of the hour, ok, latency, status. */
export function appendRecords(existing: Buffer | null, hour: number, records: readonly CheckRecord[]): Buffer {
  const added = Buffer.alloc(records.length * recordBytes);
  records.forEach((record, i) => {
    const at = i * recordBytes;
    added.writeUInt16LE(Math.min(3599, Math.max(0, Math.floor((record.at - hour * hourMs) / 1000))), at);
    added.writeUInt8(resultByte(record), at + 2);
    added.writeUInt16LE(clampLatency(record.latencyMs), at + 3);
    added.writeUInt16LE(Math.min(0xffff, Math.max(0, record.status)), at + 5);
  });
  return existing ? Buffer.concat([existing, added]) : added;
}

export function decodeRecords(hour: number, data: Buffer): CheckRecord[] {
  const out: CheckRecord[] = [];
  for (let at = 0; at + recordBytes <= data.length; at += recordBytes) {
    const latency = data.readUInt16LE(at + 3);
    const result = data.readUInt8(at + 2);
    const record: CheckRecord = { at: hour * hourMs + data.readUInt16LE(at) * 1000, ok: result === 1, latencyMs: latency === noLatency ? null : latency, status: data.readUInt16LE(at + 5) };
    if (result === 2) record.maintenance = true;
    out.push(record);
  }
  return out;
}

/** One 5-minute bucket; latencies in ms over the successful checks that measured one. */
export interface Bucket {
  up: number;
  down: number;
  min: number | null;
  avg: number | null;
  max: number | null;
}

/** A day of buckets as columns (ups, downs, mins, avgs, maxes), the layout that compresses best. */
export class DayBuckets {
  readonly up = new Uint8Array(bucketsPerDay);
  readonly down = new Uint8Array(bucketsPerDay);
  readonly min = new Uint16Array(bucketsPerDay).fill(noLatency);
  readonly avg = new Uint16Array(bucketsPerDay).fill(noLatency);
  readonly max = new Uint16Array(bucketsPerDay).fill(noLatency);

  set(index: number, bucket: Bucket): void {
    this.up[index] = Math.min(255, bucket.up);
    this.down[index] = Math.min(255, bucket.down);
    this.min[index] = clampLatency(bucket.min);
    this.avg[index] = clampLatency(bucket.avg);
    this.max[index] = clampLatency(bucket.max);
  }

  get(index: number): Bucket {
    const value = (n: number | undefined) => (n === undefined || n === noLatency ? null : n);
    return { up: this.up[index] ?? 0, down: this.down[index] ?? 0, min: value(this.min[index]), avg: value(this.avg[index]), max: value(this.max[index]) };
  }
}

const littleEndian = endianness() === 'LE';
const formatPlain = 1;
const formatDeflated = 2;
const columnsBytes = bucketsPerDay * 8;

/** The stored form of a day: plain while it may still change, deflated once it is over. */
export function encodeDay(day: DayBuckets, final: boolean): Buffer {
  const columns = Buffer.alloc(columnsBytes);
  let at = 0;
  columns.set(day.up, at);
  columns.set(day.down, (at += bucketsPerDay));
  at += bucketsPerDay;
  for (const column of [day.min, day.avg, day.max]) {
    for (const value of column) at = columns.writeUInt16LE(value, at);
  }
  if (!final) return Buffer.concat([Buffer.from([formatPlain]), columns]);
  return Buffer.concat([Buffer.from([formatDeflated]), deflateRawSync(columns, { level: 9 })]);
}

export function decodeDay(data: Buffer): DayBuckets {
  const day = new DayBuckets();
  const format = data[0];
  const columns = format === formatDeflated ? inflateRawSync(data.subarray(1)) : format === formatPlain ? data.subarray(1) : Buffer.alloc(0);
  if (columns.length !== columnsBytes) return day;
  day.up.set(columns.subarray(0, bucketsPerDay));
  day.down.set(columns.subarray(bucketsPerDay, 2 * bucketsPerDay));
  let at = 2 * bucketsPerDay;
  for (const column of [day.min, day.avg, day.max]) {
    // The stored form is little-endian, as the machine's own order almost always is: copy bytes.
    if (littleEndian) new Uint8Array(column.buffer, column.byteOffset, column.byteLength).set(columns.subarray(at, at + 2 * bucketsPerDay));
    else for (let i = 0; i < bucketsPerDay; i++) column[i] = columns.readUInt16LE(at + 2 * i);
    at += 2 * bucketsPerDay;
  }
  return day;
}

export const isFinalDay = (data: Buffer): boolean => data[0] === formatDeflated;

/** Aggregates the records of one bucket (all assumed to fall in it). */
export function bucketOf(records: readonly CheckRecord[]): Bucket {
  let up = 0;
  let down = 0;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let measured = 0;
  for (const record of records) {
    // Maintenance is left out of uptime, as planned downtime should be.
    if (record.maintenance) continue;
    if (!record.ok) {
      down += 1;
      continue;
    }
    up += 1;
    if (record.latencyMs === null) continue;
    measured += 1;
    sum += record.latencyMs;
    min = Math.min(min, record.latencyMs);
    max = Math.max(max, record.latencyMs);
  }
  return measured ? { up, down, min, avg: Math.round(sum / measured), max } : { up, down, min: null, avg: null, max: null };
}
