// The tray icons in resources/tray come at every size each OS asks for (tray-icons.mjs says which).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { macTrayScales, trayBaseSize, trayScales, windowsTraySizes } from './tray-icons.mjs';
import { trayIconFile } from './tray-menu.js';

const dir = path.join(import.meta.dirname, '..', 'resources', 'tray');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

const variant = (base: string, scale: number): string => (scale === 1 ? `${base}.png` : `${base}@${scale}x.png`);

describe('tray icons', () => {
  it('Linux: tray.png and a sharp variant for each scale Electron reads (125 % to 400 %)', () => {
    expect(trayIconFile('linux')).toBe('tray.png');
    for (const scale of trayScales) {
      const size = Math.round(trayBaseSize * scale);
      expect(pngSize(readFileSync(path.join(dir, variant('tray', scale)))), variant('tray', scale)).toEqual([size, size]);
    }
    expect(trayScales).toEqual(expect.arrayContaining([1, 1.25, 1.5, 2]));
  });

  it('macOS: a black template image at 1x, 2x and 3x', () => {
    expect(trayIconFile('darwin')).toBe('trayTemplate.png');
    for (const scale of macTrayScales) {
      const data = readFileSync(path.join(dir, variant('trayTemplate', scale)));
      const size = trayBaseSize * scale;
      expect(pngSize(data)).toEqual([size, size]);
    }
  });

  it("Windows: one ICO holding every notification-area size from 100 % to 400 % DPI", () => {
    expect(trayIconFile('win32')).toBe('tray.ico');
    const ico = readFileSync(path.join(dir, 'tray.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [width, height] = pngSize(ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8)));
      expect(ico[entry] || 256).toBe(width);
      return height;
    });
    expect(sizes).toEqual(windowsTraySizes);
    expect(windowsTraySizes).toEqual(expect.arrayContaining([16, 20, 24, 32, 40, 48, 64]));
  });
});
