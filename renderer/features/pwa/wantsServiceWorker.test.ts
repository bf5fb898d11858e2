import { describe, expect, it } from 'vitest';
import { wantsServiceWorker } from './wantsServiceWorker.js';

describe('where the service worker runs', () => {
  it('runs in a secure browser context, never in the desktop window', () => {
    expect(wantsServiceWorker({ secure: true, supported: true, desktopWindow: false })).toBe(true);
    expect(wantsServiceWorker({ secure: false, supported: true, desktopWindow: false })).toBe(false);
    expect(wantsServiceWorker({ secure: true, supported: true, desktopWindow: true })).toBe(false);
    expect(wantsServiceWorker({ secure: true, supported: false, desktopWindow: false })).toBe(false);
  });
});
