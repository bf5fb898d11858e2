import { describe, expect, it } from 'vitest';
import { packIcon, sameIcon, uploadedIcon } from './iconChoice.js';

const pack = { iconProvider: 'fakepack' };

describe('packIcon', () => {
  it('stores the URLs, the pack provider and the icon name as iconId', () => {
    expect(packIcon(pack, { iconName: 'Router', iconUrl: 'https://x.test/r.svg', iconUrlLight: 'https://x.test/r-light.svg' })).toEqual({
      iconUrl: 'https://x.test/r.svg',
      iconUrlLight: 'https://x.test/r-light.svg',
      iconProvider: 'fakepack',
      iconId: 'Router',
    });
  });

  it('keeps root-relative addresses of the built-in pack', () => {
    expect(packIcon({ iconProvider: 'simple-icons' }, { iconName: 'GitHub', iconUrl: '/iconpacks/simple-icons/github.svg', iconUrlLight: null })?.iconUrl).toBe(
      '/iconpacks/simple-icons/github.svg',
    );
  });

  it('falls back to the light variant when the main address is missing', () => {
    expect(packIcon(pack, { iconName: 'A', iconUrl: '', iconUrlLight: 'https://x.test/a.svg' })).toMatchObject({ iconUrl: 'https://x.test/a.svg', iconUrlLight: null });
  });

  it('answers null for an entry without a usable address', () => {
    expect(packIcon(pack, { iconName: 'A', iconUrl: 'javascript:alert(1)', iconUrlLight: null })).toBeNull();
    expect(packIcon(pack, { iconName: 'A', iconUrl: '//elsewhere.test/a.svg', iconUrlLight: '  ' })).toBeNull();
  });
});

describe('uploadedIcon', () => {
  it('stores the file name with provider self', () => {
    expect(uploadedIcon({ _id: '1', iconPath: 'abc.png', createdAt: '' })).toEqual({ iconUrl: 'abc.png', iconUrlLight: null, iconProvider: 'self' });
  });
});

describe('sameIcon', () => {
  it('compares the addresses and the provider', () => {
    const a = { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' };
    expect(sameIcon(a, { ...a })).toBe(true);
    expect(sameIcon(a, { ...a, iconUrl: 'link' })).toBe(false);
    expect(sameIcon(a, null)).toBe(false);
  });
});
