import { processIcon, type ProcessedIcon } from '../images/image-processing.js';

/**
 * Favicons a browser writes into its bookmarks export (`ICON="data:image/png;base64,…"`).
 * Each is decoded, capped and re-encoded by the upload path's processIcon before the plan is
 * made, so the preview already knows which ones are pictures: the plan then is what the
 * import stores.
 */

/** A favicon is a few kilobytes; anything far past that is not one. */
export const maxEmbeddedIconBytes = 256 * 1024;
/** Each picture's decoding stays small: a file may hold hundreds of them (512 × 512 is far past any favicon). */
const maxEmbeddedIconPixels = 512 * 512;
/** The most distinct embedded icons one import reads; the rest of the links get the generic icon. */
export const maxEmbeddedIcons = 1000;

/** The bytes of a `data:` URL, or null when it is not one or decodes to more than maxEmbeddedIconBytes. */
export function decodeDataUrl(text: string): Buffer | null {
  const match = /^data:([^,]*),/i.exec(text.trim());
  if (!match) return null;
  const payload = text.trim().slice(match[0].length);
  const base64 = /;base64$/i.test(match[1] ?? '');
  // Checked before decoding, so a hostile length is never decoded: base64 takes 4 characters
  // for 3 bytes, percent-encoding up to 3 for 1.
  if (payload.length > maxEmbeddedIconBytes * (base64 ? 4 / 3 : 3) + 4) return null;
  let bytes: Buffer;
  if (base64) {
    bytes = Buffer.from(payload.replace(/\s+/g, ''), 'base64');
  } else {
    try {
      bytes = Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      return null;
    }
  }
  return bytes.length > 0 && bytes.length <= maxEmbeddedIconBytes ? bytes : null;
}

/** Each distinct data URL's re-encoded picture, or null when it is not a picture Hearth keeps. */
export type EmbeddedIcons = Map<string, ProcessedIcon | null>;

/**
 * Reads the distinct data URLs (at most maxEmbeddedIcons; the rest are not read and so are not
 * in the answer). One at a time: sharp's own threads do the work, and a file of hundreds of
 * favicons should not take every core from the server.
 */
export async function readEmbeddedIcons(dataUrls: Iterable<string>): Promise<EmbeddedIcons> {
  const out: EmbeddedIcons = new Map();
  for (const url of dataUrls) {
    if (out.has(url)) continue;
    if (out.size >= maxEmbeddedIcons) break;
    const bytes = decodeDataUrl(url);
    out.set(url, bytes ? await processIcon(bytes, maxEmbeddedIconPixels).catch(() => null) : null);
  }
  return out;
}
