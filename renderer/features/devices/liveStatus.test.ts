import { describe, expect, it } from 'vitest';
import { nextLiveStatus } from './liveStatus.js';

const at = new Date('2026-11-25T09:00:00Z');
const status = (alive: boolean) => ({ deviceId: 'd1', deviceIp: '127.0.0.8', alive, time: 1 });

describe('the live state of a device', () => {
  it('takes the stored state watch-all sends first without calling it a check', () => {
    expect(nextLiveStatus({}, status(true), at)).toEqual({ alive: true, checking: false });
  });

  it('records the time of an instant check and of a pushed change', () => {
    expect(nextLiveStatus({ alive: true, checking: true }, status(true), at)).toMatchObject({ checkedAt: at.toISOString() });
    expect(nextLiveStatus({ alive: true }, status(false), at)).toMatchObject({ alive: false, checkedAt: at.toISOString() });
  });

  it('says "already online" through a wake of a device that answered before, never "waking"', () => {
    const waking = nextLiveStatus({ alive: true }, { deviceId: 'd1', wake: 'waking' });
    expect(waking.alreadyOnline).toBe(true);
    expect(nextLiveStatus(waking, { deviceId: 'd1', wake: 'online', seconds: 2 }).alreadyOnline).toBe(true);
  });

  it('follows the wake of an offline device from "waking" to online', () => {
    const waking = nextLiveStatus({ alive: false }, { deviceId: 'd1', wake: 'waking' });
    expect(waking.alreadyOnline).toBe(false);
    expect(nextLiveStatus(waking, { deviceId: 'd1', wake: 'online', seconds: 4 })).toMatchObject({ alreadyOnline: false, wake: { wake: 'online', seconds: 4 } });
  });
});
