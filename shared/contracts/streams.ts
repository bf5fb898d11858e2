import { z } from 'zod';
import { normaliseUrl, urlField } from './urls.js';
import { messages } from '../messages.js';
import { optionalId } from './ids.js';
import type { Listing } from './listings.js';

/** Only cameras: anything else (file:, http:, concat:…) would let ffmpeg read what it should not. */
export const streamSchemes = ['rtsp:', 'rtsps:'] as const;

export function isStreamUrl(value: string): boolean {
  return normaliseUrl(value, streamSchemes) !== null;
}

/** The URL as it is shown back: a password inside it is replaced by this mask. */
export const passwordMask = '********';

export function maskStreamUrl(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = passwordMask;
    return url.toString();
  } catch {
    return value;
  }
}

/**
 * The saved URL, or the new one with the mask replaced by the saved password when it was kept:
 * only for the same camera (scheme, host, port and user). A masked password sent with another
 * host is dropped, never lent to it: the user types it again.
 */
export function unmaskStreamUrl(next: string, saved: string | null): string {
  if (!saved) return next;
  try {
    const url = new URL(next);
    const old = new URL(saved);
    if (decodeURIComponent(url.password) !== passwordMask) return next;
    const sameCamera = url.protocol === old.protocol && url.host === old.host && url.username === old.username;
    url.password = sameCamera ? old.password : '';
    return url.toString();
  } catch {
    return next;
  }
}

export const streamSaveSchema = z.object({
  listingId: optionalId,
  parentId: optionalId,
  linkName: z.string({ error: messages.streamFillFields }).trim().min(1, messages.streamFillFields).max(200, messages.streamNameTooLong),
  // The normalised href is what is stored and what ffmpeg gets: raw CR/LF in the typed text
  // once went into ffmpeg's RTSP request to the camera (or anything listening there).
  linkURL: z
    .string({ error: messages.streamFillFields })
    .trim()
    .min(1, messages.streamFillFields)
    .pipe(urlField(messages.streamUrlInvalid, streamSchemes)),
});
export type StreamSave = z.infer<typeof streamSaveSchema>;

/** What saving found on the camera: "H.264 1920x1080, 25 fps" or why it could not tell. */
export interface StreamProbe {
  ok: boolean;
  text: string;
  codec: string | null;
}

export interface StreamSaved {
  listing: Listing;
  probe: StreamProbe;
}

export const maxPins = 4;
export const pinSchema = z.object({ listingId: z.string({ error: messages.listingNotFound }).min(1, messages.listingNotFound) });
