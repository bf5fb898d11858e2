import { describe, expect, it } from 'vitest';
import { detectPlatform, downloadFor, trustPlatforms, trustSteps } from './trustSteps.js';

describe('the trust screen picks the steps for the visitor\'s system', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 0, 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0, 'macos'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 0, 'windows'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 0, 'linux'],
  ] as const)('%s (touch points %d) → %s', (agent, touch, platform) => {
    expect(detectPlatform(agent, touch)).toBe(platform);
  });

  it('hands iPhones the profile and everything else the certificate, with steps for each system', () => {
    expect(downloadFor('ios')).toBe('profile');
    expect(downloadFor('android')).toBe('certificate');
    for (const platform of trustPlatforms) expect(trustSteps[platform].length).toBeGreaterThan(2);
  });
});
