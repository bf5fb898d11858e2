// Draws Hearth's icons (a flame over a log, on a warm rounded square) and writes them as PNGs:
//   resources/icon.png                       512 px app icon (electron-builder makes .ico/.icns)
//   resources/tray/tray(@Nx).png             16 px coloured tray icon and its scale variants (Linux)
//   resources/tray/trayTemplate(@Nx).png     16 px black template icon and its variants (macOS menu bar)
//   resources/tray/tray.ico                  every size Windows's notification area asks for
// The scale suffixes are the ones Electron's nativeImage reads (docs/api/native-image.md,
// "High Resolution Image"); electron/tray-icons.ts lists them and its test checks the files.
// Run: node electron/tools/make-icons.mjs   (plain Node + zlib, no image libraries)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Encodes straight RGBA pixels as a PNG (colour type 6, no interlace). */
function encodePng(width, height, rgba) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1, y down). Each returns true when the point is inside.
const teardrop = (cx, cy, r, tipY) => (x, y) => {
  if (y >= cy) return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  if (y < tipY) return false;
  const t = (y - tipY) / (cy - tipY);
  return Math.abs(x - cx) <= r * Math.sin((t * Math.PI) / 2) ** 1.4;
};
const roundedRect = (x0, y0, x1, y1, radius) => (x, y) => {
  const dx = Math.max(x0 + radius - x, 0, x - (x1 - radius));
  const dy = Math.max(y0 + radius - y, 0, y - (y1 - radius));
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && dx * dx + dy * dy <= radius * radius;
};
const hex = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((channel, i) => channel + (b[i] - channel) * t);

/**
 * Renders layers back to front with 4x4 supersampling. A layer is { inside(x, y), colour(x, y) }
 * with colour [r, g, b, a] (a in 0..1); alpha 'erase' punches a hole through what is below.
 */
function render(size, layers) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          let out = [0, 0, 0, 0]; // premultiplied
          for (const layer of layers) {
            if (!layer.inside(x, y)) continue;
            if (layer.erase) {
              out = [0, 0, 0, 0];
              continue;
            }
            const [r, g, b, a] = layer.colour(x, y);
            out = [r * a + out[0] * (1 - a), g * a + out[1] * (1 - a), b * a + out[2] * (1 - a), a + out[3] * (1 - a)];
          }
          sum = sum.map((value, i) => value + out[i]);
        }
      }
      const n = samples * samples;
      const alpha = sum[3] / n;
      const offset = (py * size + px) * 4;
      pixels[offset] = alpha ? Math.round(sum[0] / n / alpha) : 0;
      pixels[offset + 1] = alpha ? Math.round(sum[1] / n / alpha) : 0;
      pixels[offset + 2] = alpha ? Math.round(sum[2] / n / alpha) : 0;
      pixels[offset + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, pixels);
}

const solid = (colour, alpha = 1) => () => [...hex(colour), alpha];
const vertical = (top, bottom) => (_x, y) => [...mix(hex(top), hex(bottom), y), 1];

const appIcon = [
  { inside: roundedRect(0.06, 0.06, 0.94, 0.94, 0.2), colour: vertical('#3b2a22', '#17110e') },
  { inside: roundedRect(0.24, 0.76, 0.76, 0.84, 0.04), colour: solid('#8b5a3c') },
  { inside: teardrop(0.5, 0.56, 0.2, 0.14), colour: vertical('#ff5a1f', '#ff9a3c') },
  { inside: teardrop(0.5, 0.63, 0.11, 0.36), colour: vertical('#ffc857', '#fff1b8') },
];
// Tray icons fill their square: at 16 px every pixel counts.
const trayColour = [
  { inside: teardrop(0.5, 0.64, 0.32, 0.03), colour: vertical('#ff5a1f', '#ff9a3c') },
  { inside: teardrop(0.5, 0.72, 0.16, 0.4), colour: solid('#ffd66b') },
];
const trayTemplate = [
  { inside: teardrop(0.5, 0.64, 0.32, 0.03), colour: solid('#000000') },
  { inside: teardrop(0.5, 0.74, 0.13, 0.46), erase: true },
];

/**
 * An ICO file holding PNG images (Windows Vista and later read those), one per size, so the
 * Windows tray picks the size its DPI needs instead of scaling a PNG.
 * @param {{ size: number, png: Buffer }[]} images
 */
function encodeIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const { trayScales, macTrayScales, windowsTraySizes, trayBaseSize } = await import('../tray-icons.mjs');
const variant = (base, scale) => (scale === 1 ? `${base}.png` : `${base}@${scale}x.png`);
const outputs = [
  ['resources/icon.png', 512, appIcon],
  ...trayScales.map((scale) => [`resources/tray/${variant('tray', scale)}`, Math.round(trayBaseSize * scale), trayColour]),
  ...macTrayScales.map((scale) => [`resources/tray/${variant('trayTemplate', scale)}`, Math.round(trayBaseSize * scale), trayTemplate]),
];
for (const [file, size, layers] of outputs) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, render(size, layers));
  console.log(`${file} (${size}x${size})`);
}
writeFileSync(path.join(root, 'resources/tray/tray.ico'), encodeIco(windowsTraySizes.map((size) => ({ size, png: render(size, trayColour) }))));
console.log(`resources/tray/tray.ico (${windowsTraySizes.join(', ')} px)`);
