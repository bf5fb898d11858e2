import { z } from 'zod';
import { hasUnsafeUrlCharacters, isWebUrl, normaliseUrl } from './urls.js';

/** Provider value of the built-in icons and of a user's own uploads. */
export const selfProvider = 'self';
/** Provider value of the bundled offline simple-icons pack. */
export const simpleIconsProvider = 'simple-icons';

/** The bundled icons offered for cards and listings. */
export const generalIcons = ['hearth', 'defaultuser', 'folder', 'link', 'todo', 'snippet', 'camera', 'device', 'authenticator'] as const;
/** The bundled avatars a person may pick for their account, with the names they are offered by. */
export const avatarIcons = [
  { name: 'defaultuser', label: 'Grey person' },
  { name: 'avatar-teal', label: 'Teal person' },
  { name: 'avatar-violet', label: 'Violet person' },
  { name: 'avatar-amber', label: 'Amber person' },
  { name: 'avatar-fox', label: 'Fox' },
  { name: 'avatar-cat', label: 'Cat' },
  { name: 'avatar-bear', label: 'Bear' },
  { name: 'avatar-owl', label: 'Owl' },
  { name: 'avatar-robot', label: 'Robot' },
] as const;
/** Keywords that name a bundled icon (renderer/public/icons/<name>.svg) rather than a file or URL. */
export const builtinIcons = [...generalIcons, 'avatar-teal', 'avatar-violet', 'avatar-amber', 'avatar-fox', 'avatar-cat', 'avatar-bear', 'avatar-owl', 'avatar-robot'] as const;
export type BuiltinIcon = (typeof builtinIcons)[number];

/**
 * An icon reference: a built-in keyword, a simple-icons slug, an upload's path, or an http(s)
 * URL (icon packs), stored normalised. Never a javascript:, data: or other scheme, and no
 * control characters or spaces anywhere (`\x01javascript:` and `java\tscript:` parse as
 * javascript: URLs).
 */
const iconText = z.string().trim().max(2048);
const iconChecks = (text: typeof iconText) =>
  text
    .refine((v) => !hasUnsafeUrlCharacters(v), 'Unsupported icon address.')
    .refine((v) => !hasScheme(v) || isWebUrl(v), 'Unsupported icon address.')
    .transform((v) => (hasScheme(v) ? (normaliseUrl(v) ?? v) : v));
const hasScheme = (v: string) => /^[a-z][a-z0-9+.-]*:/i.test(v);

export const iconSchema = z.object({
  iconUrl: iconChecks(iconText.min(1)),
  iconUrlLight: iconChecks(iconText).nullish().transform((v) => v || null),
  iconProvider: z.string().trim().min(1).max(200),
  iconId: z.string().max(200).nullish(),
});
export type Icon = z.infer<typeof iconSchema>;

export function builtinIcon(name: BuiltinIcon): Icon {
  return { iconUrl: name, iconUrlLight: null, iconProvider: selfProvider };
}
