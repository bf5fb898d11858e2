import { z } from 'zod';
import { messages } from '../messages.js';
import { optionalId } from './ids.js';
import type { Listing } from './listings.js';

/** Only cameras: anything else (file:, http:, concat:…) would let ffmpeg read what it should not. */
export const streamSchemes = ['rtsp:', 'rtsps:'] as const;

export function isStreamUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (streamSchemes as readonly string[]).includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
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

/** The saved URL, or the new one with the mask replaced by the saved password when it was kept. */
export function unmaskStreamUrl(next: string, saved: string | null): string {
  if (!saved) return next;
  try {
    const url = new URL(next);
    const old = new URL(saved);
    if (decodeURIComponent(url.password) !== passwordMask) return next;
    url.password = old.password;
    return url.toString();
  } catch {
    return next;
  }
}

export const streamSaveSchema = z.object({
  listingId: optionalId,
  parentId: optionalId,
  linkName: z.string({ error: messages.streamFillFields }).trim().min(1, messages.streamFillFields).max(200, messages.streamNameTooLong),
  linkURL: z
    .string({ error: messages.streamFillFields })
    .trim()
    .min(1, messages.streamFillFields)
    .max(2000, messages.streamUrlInvalid)
    .refine(isStreamUrl, messages.streamUrlInvalid),
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
