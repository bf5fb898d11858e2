import type { FormatEnum, Metadata } from 'sharp';
import { iconMaxSide } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';

type OutputFormat = 'png' | 'jpeg' | 'webp' | 'gif';
export type IconExtension = 'png' | 'jpg' | 'webp' | 'gif';

export interface ProcessedIcon {
  data: Buffer;
  ext: IconExtension;
}

/**
 * Formats accepted by content, as sharp names them (AVIF reads as "heif" with av1 compression).
 * Everything that is not kept as is becomes PNG: SVG is rasterised, so no active content is stored.
 */
const keptFormats: Partial<Record<keyof FormatEnum, OutputFormat>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };
const rasterisedFormats = new Set<string>(['tiff', 'svg']);
/** A decompression-bomb guard: 40 megapixels is far beyond any icon. */
const maxInputPixels = 40_000_000;

const invalidFile = () => new HttpError(415, messages.invalidFile);

// sharp is a native module that takes ~300 ms to load; it is loaded on the first upload, not at start.
async function loadSharp() {
  return (await import('sharp')).default;
}

function outputFormat(meta: Metadata): OutputFormat | null {
  const format = meta.format as string | undefined;
  if (!format) return null;
  const kept = keptFormats[format as keyof FormatEnum];
  if (kept) return kept;
  if (rasterisedFormats.has(format)) return 'png';
  if (format === 'heif' && meta.compression === 'av1') return 'png';
  return null;
}

/**
 * Checks an upload by its content and returns a copy whose longer side is at most iconMaxSide,
 * turned upright by its EXIF orientation, with all metadata dropped. 415 for anything else.
 * `maxPixels` lowers the decompression guard where many pictures come in one request (an
 * import's embedded favicons), so each one's decoding stays small.
 */
export async function processIcon(input: Buffer, maxPixels = maxInputPixels): Promise<ProcessedIcon> {
  if (input.length === 0) throw new HttpError(400, messages.emptyFile);
  const sharp = await loadSharp();
  const limitInputPixels = Math.min(maxPixels, maxInputPixels);
  // sharp throws synchronously for some inputs and rejects for others: both are a bad file.
  const meta = await Promise.resolve()
    .then(() => sharp(input, { limitInputPixels }).metadata())
    .catch(() => null);
  const output = meta ? outputFormat(meta) : null;
  if (!output) throw invalidFile();
  // Only GIF and WebP outputs can hold frames; for the others the first frame is used.
  const animated = output === 'gif' || output === 'webp';
  try {
    const data = await sharp(input, { animated, limitInputPixels })
      .rotate()
      .resize({ width: iconMaxSide, height: iconMaxSide, fit: 'inside', withoutEnlargement: true })
      .toFormat(output, output === 'jpeg' ? { quality: 90, mozjpeg: true } : output === 'webp' ? { quality: 90 } : {})
      .toBuffer();
    return { data, ext: output === 'jpeg' ? 'jpg' : output };
  } catch {
    throw invalidFile();
  }
}
