import { z } from 'zod';
import { messages } from '../messages.js';
import { themeNames } from '../themes.js';
import { iconSchema, type Icon } from './icons.js';
import { flag } from './ids.js';

export const themeSaveSchema = z.object({
  colorTheme: z.enum(themeNames, { error: messages.themeUnknown }),
});
export type ThemeSaveBody = z.infer<typeof themeSaveSchema>;

/** GET /api/v1/settings answer and POST /api/v1/settings body (spec-features §3 General settings). */
export interface GeneralSettings {
  siteName: string;
  siteLogo: Icon;
  authenticator: boolean;
  camerafeed: boolean;
  networkdevices: boolean;
  todolist: boolean;
  snippetmanager: boolean;
}

export const generalSettingsSchema = z.object({
  siteName: z.string({ error: messages.siteNameRequired }).trim().min(1, messages.siteNameRequired).max(100, 'The site name is too long (100 characters at most).'),
  siteLogo: z.unknown().transform((v, ctx) => {
    const parsed = iconSchema.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: messages.siteLogoRequired });
      return z.NEVER;
    }
    return parsed.data;
  }),
  authenticator: flag,
  camerafeed: flag,
  networkdevices: flag,
  todolist: flag,
  snippetmanager: flag,
});
export type GeneralSettingsBody = z.infer<typeof generalSettingsSchema>;
