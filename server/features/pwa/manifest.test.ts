import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webManifest } from './manifest.js';
import { themeBackgrounds } from '../../../shared/pwa.js';
import { themeNames } from '../../../shared/themes.js';

describe('the web app manifest', () => {
  it('takes the site name and the theme colour, opens standalone, with shortcuts to Tasks, Snippets and Streams', () => {
    const manifest = webManifest({ name: 'Our Home', theme: 'aurora' });
    expect(manifest).toMatchObject({ name: 'Our Home', short_name: 'Our Home', display: 'standalone', start_url: '/', theme_color: '#ecf8f3', background_color: '#ecf8f3' });
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: 'Tasks', url: '/tasks' }),
      expect.objectContaining({ name: 'Snippets', url: '/snippet' }),
      expect.objectContaining({ name: 'Streams', url: '/streaming' }),
    ]);
  });

  it('falls back to Hearth and the dark theme for missing or odd input', () => {
    expect(webManifest({})).toMatchObject({ name: 'Hearth', theme_color: '#0e1014' });
    expect(webManifest({ name: ['a', 'b'], theme: 'nope' })).toMatchObject({ name: 'Hearth', theme_color: '#0e1014' });
    expect(webManifest({ name: 'A\u0000very long home dashboard name that goes on and on and on forever' }).short_name).toBe('A very long');
  });

  it('lists icons in every size, maskable ones too, and each file exists', () => {
    const icons = webManifest({}).icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['48x48', '192x192', '512x512']));
    for (const icon of icons) expect(existsSync(`renderer/public${icon.src}`)).toBe(true);
  });

  it('uses each theme\'s page background as in themes.css', () => {
    const css = readFileSync('renderer/styles/themes.css', 'utf8');
    for (const theme of themeNames) {
      const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{[^}]*--bg:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
      expect(block?.[1], theme).toBe(themeBackgrounds[theme]);
    }
  });
});
