import { z } from 'zod';
import { urlField } from './urls.js';
import { messages } from '../messages.js';

export interface IconPack {
  _id: string;
  iconProvider: string;
  iconName: string;
  iconPackVersion: string;
  jsonUrl: string;
  packDeveloper: string;
  credit: { name: string; url: string } | null;
  userId: string | null;
  /** True when the pack has light variants ("Light / Dark" badge). */
  hasLightVariants: boolean;
}

/** One icon of a pack, with absolute URLs resolved against the pack's base URLs. */
export interface PackIcon {
  iconName: string;
  iconUrl: string;
  iconUrlLight: string | null;
}

export interface PackIconPage {
  icons: PackIcon[];
  total: number;
  hasMore: boolean;
}

/**
 * POST /iconpack/add body. The host check against the allowed icon-pack hosts happens on the
 * server, which knows the list; this checks the shape both sides agree on.
 */
export const iconPackAddSchema = z.object({
  iconpackUrl: z
    .string({ error: messages.iconPackUrlRequired })
    .trim()
    .min(1, messages.iconPackUrlRequired)
    .pipe(urlField(messages.iconPackUrlInvalid))
    .refine((v) => new URL(v).pathname.toLowerCase().endsWith('.json'), messages.iconPackUrlInvalid),
});
export type IconPackAdd = z.infer<typeof iconPackAddSchema>;

/** An uploaded icon of GET /images. */
export interface UploadedIcon {
  _id: string;
  iconPath: string;
  createdAt: string;
}
