import { z } from 'zod';

/** Provider value of the built-in icons and of a user's own uploads. */
export const selfProvider = 'self';
/** Provider value of the bundled offline simple-icons pack. */
export const simpleIconsProvider = 'simple-icons';

/** Keywords that name a bundled default icon rather than a file or URL. */
export const builtinIcons = ['hearth', 'defaultuser', 'folder', 'link', 'todo', 'snippet', 'camera', 'device', 'authenticator'] as const;
export type BuiltinIcon = (typeof builtinIcons)[number];

const iconRef = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => !/^\s*(javascript|data|vbscript):/i.test(v), 'Unsupported icon address.');

export const iconSchema = z.object({
  iconUrl: iconRef.min(1),
  iconUrlLight: iconRef.nullish().transform((v) => v || null),
  iconProvider: z.string().trim().min(1).max(200),
  iconId: z.string().max(200).nullish(),
});
export type Icon = z.infer<typeof iconSchema>;

export function builtinIcon(name: BuiltinIcon): Icon {
  return { iconUrl: name, iconUrlLight: null, iconProvider: selfProvider };
}
