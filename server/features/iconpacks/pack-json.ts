import { z } from 'zod';
import type { PackIcon } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, type HttpError } from '../../http/errors.js';
import { hasUnsafeUrlCharacters, normaliseUrl } from '../../../shared/contracts/urls.js';

const urlText = z.string().trim().min(1).max(2048);
const optionalText = (max: number) => z.string().trim().max(max).nullish().catch(null);

const packIconEntry = z.object({
  iconName: z.string().trim().min(1).max(300),
  iconUrl: urlText,
  iconUrlLight: urlText.nullish().catch(null),
});
export type PackIconEntry = { iconName: string; iconUrl: string; iconUrlLight: string | null };

/** What is kept of a pack's JSON in <dataDir>/iconpacks/<id>.json. */
export const cachedPackSchema = z.object({
  baseUrl: urlText.nullable(),
  baseUrlLight: urlText.nullable(),
  icons: z.array(z.object({ iconName: z.string(), iconUrl: z.string(), iconUrlLight: z.string().nullable() })),
});
export type CachedPack = z.infer<typeof cachedPackSchema>;

const httpUrl = (v: string) => URL.parse(v)?.protocol.startsWith('http') === true;

const packDocumentSchema = z.object({
  iconProvider: z.string().trim().min(1).max(200),
  iconPack: optionalText(200),
  iconPackVersion: z.union([z.string().trim().max(100), z.number().transform(String)]).nullish().catch(null),
  packDeveloper: optionalText(200),
  // The client renders credit.url as a link: only http(s) is kept.
  credit: z
    .object({ name: z.string().trim().max(200), url: urlText.refine(httpUrl) })
    .nullish()
    .catch(null),
  baseUrl: urlText.nullish().catch(null),
  baseUrlLight: urlText.nullish().catch(null),
  iconData: z.array(z.unknown()),
});

export interface PackDocument {
  iconProvider: string;
  iconName: string;
  iconPackVersion: string;
  packDeveloper: string;
  credit: { name: string; url: string } | null;
  pack: CachedPack;
}

/** A pack that reports its own error: its text if it is short, else the generic failure. */
function packError(json: unknown): HttpError | null {
  if (typeof json !== 'object' || json === null || !('error' in json) || !json.error) return null;
  const message = 'message' in json && typeof json.message === 'string' ? json.message.trim() : '';
  return badRequest(message && message.length <= 200 ? message : messages.iconPackFetchFailed);
}

/** Checks a downloaded pack JSON; entries that are not icons are skipped, not fatal. */
export function readPackDocument(json: unknown): PackDocument {
  const reported = packError(json);
  if (reported) throw reported;
  const result = packDocumentSchema.safeParse(json);
  if (!result.success) throw badRequest(messages.iconPackNotAPack);
  const doc = result.data;
  const icons = doc.iconData.flatMap((item) => {
    const entry = packIconEntry.safeParse(item);
    return entry.success ? [{ ...entry.data, iconUrlLight: entry.data.iconUrlLight ?? null }] : [];
  });
  return {
    iconProvider: doc.iconProvider,
    iconName: doc.iconPack || doc.iconProvider,
    iconPackVersion: doc.iconPackVersion ?? '',
    packDeveloper: doc.packDeveloper ?? '',
    credit: doc.credit ?? null,
    pack: { baseUrl: doc.baseUrl ?? null, baseUrlLight: doc.baseUrlLight ?? null, icons },
  };
}

export function hasLightVariants(pack: CachedPack): boolean {
  return pack.baseUrlLight !== null || pack.icons.some((icon) => icon.iconUrlLight !== null);
}

/**
 * An icon address as the client would build it (base + path, joined as text like the original
 * client), or the path itself when it is already absolute. Without a base it is relative to the
 * pack's own URL. It comes out as a normalised href (spaces in file names percent-encoded), the
 * form an icon is stored in; one with control characters, or not http(s), is dropped.
 */
function absoluteUrl(base: string | null, path: string, jsonUrl: string): string | null {
  const joined = /^https?:\/\//i.test(path) ? path : base ? base + path : (URL.parse(path, jsonUrl)?.href ?? '');
  if (hasUnsafeUrlCharacters(joined.replace(/ /g, ''))) return null;
  const encoded = joined.replace(/ /g, '%20');
  return normaliseUrl(encoded);
}

/** The pack's icons with absolute URLs; light variants use baseUrlLight when the pack has one. */
export function resolvePackIcons(pack: CachedPack, jsonUrl: string): PackIcon[] {
  return pack.icons.flatMap((icon) => {
    const iconUrl = absoluteUrl(pack.baseUrl, icon.iconUrl, jsonUrl);
    if (!iconUrl) return [];
    const lightPath = icon.iconUrlLight ?? (pack.baseUrlLight ? icon.iconUrl : null);
    const iconUrlLight = lightPath ? absoluteUrl(pack.baseUrlLight ?? pack.baseUrl, lightPath, jsonUrl) : null;
    return [{ iconName: icon.iconName, iconUrl, iconUrlLight }];
  });
}
