import { z } from 'zod';
import { messages } from '../messages.js';

/** A session's public id: the first 16 hex digits of its token's SHA-256 (never the token). */
export const sessionIdSchema = z.string().regex(/^[0-9a-f]{16}$/, messages.sessionIdInvalid);

/** One sign-in as GET /api/v1/account/sessions lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Read from the sign-in's User-Agent: "Firefox", "Chrome", … or "Unknown browser". */
  browser: z.string(),
  /** "Windows", "macOS", "Android", … or "Unknown system". */
  os: z.string(),
  /** The client address it was last seen from, or null when not known. */
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session that asked: revoking it signs this device out. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
