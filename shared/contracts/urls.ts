import { z } from 'zod';

/**
 * Every URL Hearth stores goes through here: links, local URLs, icon URLs, icon packs, camera
 * streams, integration addresses and the outside services' base URLs. The WHATWG parser is
 * lenient: it drops tabs and newlines anywhere and control characters and spaces at either end
 * (`java\tscript:` parses as `javascript:`), and a string that parsed is not the string that
 * was stored. So input with any of those is refused outright, and what is stored and used is
 * the parser's own normalised href, never the raw text (raw CR/LF once reached ffmpeg's RTSP
 * request line).
 */

/** C0 and C1 controls, DEL, every Unicode space and line break, zero-width and BOM, backslash. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const unsafeCharacters = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/;

export const maxUrlLength = 2048;

/** Whether text holds a character no stored URL may hold (see above). */
export function hasUnsafeUrlCharacters(text: string): boolean {
  return unsafeCharacters.test(text);
}

export const webSchemes = ['http:', 'https:'] as const;
export const cameraSchemes = ['rtsp:', 'rtsps:'] as const;

/**
 * The normalised href of an absolute URL with a host and one of `schemes`, or null. Only ends
 * are trimmed; anything unsafe inside is refused, not cleaned.
 */
export function normaliseUrl(raw: string, schemes: readonly string[] = webSchemes): string | null {
  const text = raw.trim();
  if (!text || text.length > maxUrlLength || hasUnsafeUrlCharacters(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!schemes.includes(url.protocol) || !url.hostname) return null;
  return url.href;
}

/** True for an absolute http(s) URL with a host that Hearth would store. */
export function isWebUrl(value: string): boolean {
  return normaliseUrl(value) !== null;
}

/**
 * A zod string that must be such a URL and becomes its normalised href. `message` is the text a
 * person sees (the form and the server say the same).
 */
export function urlField(message: string, schemes: readonly string[] = webSchemes) {
  return z
    .string({ error: message })
    .max(maxUrlLength, message)
    .transform((value, ctx) => {
      const normalised = normaliseUrl(value, schemes);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    });
}
