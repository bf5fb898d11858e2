import { describe, expect, it } from 'vitest';
import { closeReason, maxCloseReasonBytes } from './close-reason.js';

describe('closeReason', () => {
  it('keeps a reason that fits as it is', () => {
    expect(closeReason('Camera not reachable: connection refused')).toBe('Camera not reachable: connection refused');
  });

  it('cuts a long reason to 123 bytes, ending in "…"', () => {
    const cut = closeReason(`The camera could not be read: ${'x'.repeat(200)}`);
    expect(Buffer.byteLength(cut)).toBe(maxCloseReasonBytes);
    expect(cut).toBe(`The camera could not be read: ${'x'.repeat(maxCloseReasonBytes - 3 - 30)}…`);
  });

  it('never splits a character of several bytes', () => {
    const cut = closeReason('é'.repeat(100));
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(maxCloseReasonBytes);
    expect(cut).toBe(`${'é'.repeat(60)}…`);
  });
});
