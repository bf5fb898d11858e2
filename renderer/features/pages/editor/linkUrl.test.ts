import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl, normaliseLinkUrl } from './linkUrl.js';

describe('page links', () => {
  it('allows web addresses, mail and paths inside Hearth', () => {
    expect(isAllowedLinkUrl('https://example.org/a?b=1')).toBe(true);
    expect(isAllowedLinkUrl('http://nas.local:5000')).toBe(true);
    expect(isAllowedLinkUrl('mailto:me@example.org')).toBe(true);
    expect(isAllowedLinkUrl('/p/abc')).toBe(true);
  });

  it('refuses script, data and protocol-relative addresses', () => {
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,hi')).toBe(false);
    expect(isAllowedLinkUrl('//evil.example')).toBe(false);
    expect(isAllowedLinkUrl('not a url')).toBe(false);
  });

  it('adds https:// to a bare host name and leaves the rest alone', () => {
    expect(normaliseLinkUrl(' example.org ')).toBe('https://example.org');
    expect(normaliseLinkUrl('/p/abc')).toBe('/p/abc');
    expect(normaliseLinkUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
