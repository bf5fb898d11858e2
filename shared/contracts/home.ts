import { z } from 'zod';
import type { Listing } from './listings.js';

/**
 * How a featured folder shows on Home (issue 44): a tile that opens the folder, or a section with
 * its title and its links inline. Only a display flag: the folder itself is unchanged.
 */
export const homeDisplays = ['tile', 'section'] as const;
export type HomeDisplay = (typeof homeDisplays)[number];

export const homeDensities = ['comfortable', 'compact'] as const;
export type HomeDensity = (typeof homeDensities)[number];

/** At most this many collapsed sections are remembered; more than a home ever holds. */
export const maxCollapsedSections = 1000;

export const homeDisplayMessage = 'Show on Home must be "tile" or "section".';
export const homeDensityMessage = 'Density must be "comfortable" or "compact".';

/** Absent (a client of the original API) keeps what is saved; anything but tile or section is a 400. */
export const homeDisplaySchema = z.enum(homeDisplays, { error: homeDisplayMessage }).optional();

export const homeSettingsSchema = z.object({
  density: z.enum(homeDensities, { error: homeDensityMessage }).optional(),
  collapsed: z
    .array(z.string({ error: 'Collapsed sections must be a list of folder ids.' }).min(1).max(100), { error: 'Collapsed sections must be a list of folder ids.' })
    .max(maxCollapsedSections, `At most ${maxCollapsedSections} collapsed sections are remembered.`)
    .optional(),
});
export type HomeSettingsSave = z.infer<typeof homeSettingsSchema>;

export interface HomeSettings {
  density: HomeDensity;
  /** Ids of the section folders this user has collapsed. */
  collapsed: string[];
}

/**
 * The extra parts of the home's folder list (GET /listing/folder/undefined/list): the links of
 * every featured folder shown as a section, in one answer, and the user's home settings.
 */
export interface HomeParts {
  sectionItems: Listing[];
  home: HomeSettings;
}
