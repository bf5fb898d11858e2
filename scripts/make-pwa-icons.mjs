// Draws the installed app's icons from renderer/public/icons/hearth.svg into
// renderer/public/icons/pwa/ (committed; run again after changing the logo):
//   icon-<size>.png       the rounded logo on a transparent ground ("any" purpose)
//   maskable-<size>.png   full-bleed orange with the glyph inside the central 80% safe zone
//   apple-touch-icon.png  180 px full-bleed (iOS rounds the corners itself)
// Run: node scripts/make-pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const source = readFileSync('renderer/public/icons/hearth.svg', 'utf8');
const out = 'renderer/public/icons/pwa';
mkdirSync(out, { recursive: true });

// The glyph alone (the logo without its rounded square), for full-bleed icons.
const glyph = source.replace(/<rect[^>]*\/>/, '');
const fullBleed = (glyphShare) => {
  const inset = (48 * (1 - glyphShare)) / 2 / glyphShare;
  const box = 48 + inset * 2;
  return glyph.replace('viewBox="0 0 48 48"', `viewBox="${-inset} ${-inset} ${box} ${box}"`).replace('fill="none">', `fill="none"><rect x="${-inset}" y="${-inset}" width="${box}" height="${box}" fill="#f97316"/>`);
};

const render = (svg, size, file) => sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 48) }).resize(size, size).png({ compressionLevel: 9 }).toFile(`${out}/${file}`);

for (const size of [48, 72, 96, 128, 144, 192, 256, 384, 512]) await render(source, size, `icon-${size}.png`);
// The safe zone of a maskable icon is a circle of 80% of its width: the glyph takes 70%.
for (const size of [192, 512]) await render(fullBleed(0.7), size, `maskable-${size}.png`);
await render(fullBleed(0.8), 180, 'apple-touch-icon.png');
console.log(`PWA icons written to ${out}`);
