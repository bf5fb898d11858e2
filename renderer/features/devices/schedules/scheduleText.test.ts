import { describe, expect, it } from 'vitest';
import type { DeviceSchedule } from '../../../../shared/contracts/device-schedules.js';
import { lastSkipLine, nextScheduleLine } from './scheduleText.js';

const schedule = (fields: Partial<DeviceSchedule>): DeviceSchedule => ({ _id: 's', name: 'Night', action: 'shutdown', cron: '30 23 * * *', timeZone: 'UTC', deviceIds: ['d1'], enabled: true, nextRunAt: '2026-11-30T23:30:00.000Z', runs: [], ...fields });

describe('the schedule lines on a device card', () => {
  it("names the device's soonest enabled schedule", () => {
    const list = [schedule({ name: 'Late', nextRunAt: '2026-12-01T23:30:00.000Z' }), schedule({ name: 'Morning', action: 'wake', nextRunAt: '2026-11-30T07:00:00.000Z' }), schedule({ name: 'Off', enabled: false, nextRunAt: null })];
    expect(nextScheduleLine('d1', list, 'en-GB')).toMatch(/^Next: Wake Mon \d\d:\d\d \(Morning\)$/);
    expect(nextScheduleLine('other', list, 'en-GB')).toBeNull();
  });

  it('tells a skip only when the latest run was one', () => {
    const runs = [
      { deviceId: 'd1', deviceName: 'PC', at: '2026-11-30T07:00:00.000Z', outcome: 'skipped' as const, text: 'Skipped: it was already on.' },
      { deviceId: 'd1', deviceName: 'PC', at: '2026-11-29T07:00:00.000Z', outcome: 'done' as const, text: 'Magic packet sent.' },
    ];
    expect(lastSkipLine('d1', [schedule({ runs })], 'en-GB')).toMatch(/^Mon \d\d:\d\d: Skipped: it was already on\.$/);
    expect(lastSkipLine('d1', [schedule({ runs: runs.slice(1) })], 'en-GB')).toBeNull();
  });
});
