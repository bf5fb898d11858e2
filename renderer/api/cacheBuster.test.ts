import { describe, expect, it } from 'vitest';
import { withCacheBuster } from './cacheBuster.js';

describe('withCacheBuster', () => {
  it('starts a query with ?t= on a path without one', () => {
    expect(withCacheBuster('/api/v1/dashboard', 0.5)).toBe('/api/v1/dashboard?t=0.5');
  });

  it('appends &t= when the path already has a query', () => {
    expect(withCacheBuster('/api/v1/images?page=2', 0.25)).toBe('/api/v1/images?page=2&t=0.25');
  });

  it('uses a fresh random number by default', () => {
    expect(withCacheBuster('/x')).not.toBe(withCacheBuster('/x'));
  });
});
