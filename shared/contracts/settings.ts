import { z } from 'zod';
import { messages } from '../messages.js';
import { themeNames } from '../themes.js';

export const themeSaveSchema = z.object({
  colorTheme: z.enum(themeNames, { error: messages.themeUnknown }),
});
export type ThemeSaveBody = z.infer<typeof themeSaveSchema>;
