import { describe, expect, it } from 'vitest';
import { iconSource } from './iconSource.js';

const icon = (iconUrl: string, iconUrlLight: string | null = null) => ({ iconUrl, iconUrlLight, iconProvider: 'self' });

describe('iconSource', () => {
  it('maps a built-in keyword to its bundled SVG', () => {
    expect(iconSource(icon('folder'), 'dark')).toBe('/icons/folder.svg');
    expect(iconSource(icon('astroluma'), 'dark')).toBe('/icons/hearth.svg');
  });

  it('uses http(s) URLs as they are', () => {
    expect(iconSource(icon('https://cdn.example/plex.svg'), 'dark')).toBe('https://cdn.example/plex.svg');
  });

  it('loads any other value as an uploaded file under /images/', () => {
    expect(iconSource(icon('1712345.png'), 'dark')).toBe('/images/1712345.png');
  });

  it('picks the light variant only in a light theme, and only when there is one', () => {
    const both = icon('https://x.test/dark.svg', 'https://x.test/light.svg');
    expect(iconSource(both, 'light')).toBe('https://x.test/light.svg');
    expect(iconSource(both, 'dark')).toBe('https://x.test/dark.svg');
    expect(iconSource(icon('link'), 'light')).toBe('/icons/link.svg');
  });

  it('falls back to /default.png without an icon', () => {
    expect(iconSource(null, 'dark')).toBe('/default.png');
    expect(iconSource(icon('  '), 'dark')).toBe('/default.png');
  });
});
