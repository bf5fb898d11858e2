import { describe, expect, it } from 'vitest';
import { agoText, durationText, healthSummary, latencyText, percent } from './healthText.js';

describe('health texts', () => {
  it('rounds uptime down, so 99.999% never shows as 100%', () => {
    expect(percent(1)).toBe('100%');
    expect(percent(0.99999)).toBe('99.99%');
    expect(percent(0.5)).toBe('50.0%');
    expect(percent(null)).toBe('–');
  });

  it('gives latency, age and durations in short words', () => {
    expect(latencyText(42)).toBe('42 ms');
    expect(latencyText(1500)).toBe('1.5 s');
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(agoText('2030-01-01T11:59:50Z', now)).toBe('just now');
    expect(agoText('2030-01-01T11:55:00Z', now)).toBe('5 min ago');
    expect(agoText(null, now)).toBe('never');
    expect(durationText(65 * 60_000)).toBe('1 h 5 min');
    expect(durationText(50 * 3_600_000)).toBe('2 d 2 h');
  });

  it('says why a card is not up', () => {
    expect(healthSummary({ health: 'down', uptime24h: 0.9, message: 'No answer within 10 seconds.' })).toBe('Down, 90.0% up in the last 24 hours, No answer within 10 seconds.');
    expect(healthSummary({ health: 'up', uptime24h: null, message: null })).toBe('Up');
  });
});
