import { z } from 'zod';
import { messages } from '../messages.js';
import { minPasswordLength } from '../constants.js';
import type { ThemeName } from '../themes.js';
import type { UiLanguage } from '../ui-languages.js';

const md5Hex = /^[0-9a-f]{32}$/;

/** Login form and POST /login body. The password is md5 hex, as the client sends it. */
export const loginSchema = z.object({
  username: z
    .string({ error: messages.usernameEmpty })
    .trim()
    .min(1, messages.usernameEmpty)
    .max(100)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: messages.passwordEmpty }).min(1, messages.passwordEmpty).max(200),
});
export type LoginBody = z.infer<typeof loginSchema>;

export function isMd5Hex(value: string): boolean {
  return md5Hex.test(value);
}

export const usernamePattern = /^[a-z0-9._-]+$/;
export const usernameInvalid = 'Username may only contain letters, digits, dots, dashes and underscores.';

/** Account fields shared by the setup screen and (later) the account form. */
const accountFields = {
  fullName: z.string({ error: messages.fillAllFields }).trim().min(1, messages.fillAllFields).max(100),
  username: z
    .string({ error: messages.fillAllFields })
    .trim()
    .min(1, messages.fillAllFields)
    .max(50)
    .transform((v) => v.toLowerCase())
    .refine((v) => usernamePattern.test(v), usernameInvalid),
};

/** The setup form: plaintext passwords, checked in the browser before hashing. */
export const setupFormSchema = z
  .object({
    ...accountFields,
    password: z.string().min(1, messages.fillAllFields),
    repeatPassword: z.string().min(1, messages.fillAllFields),
  })
  .refine((v) => v.password === v.repeatPassword, { message: messages.passwordsDoNotMatch, path: ['repeatPassword'] })
  .refine((v) => v.password.length >= minPasswordLength, { message: messages.passwordTooShort, path: ['password'] });

/**
 * POST /api/v1/setup body. The browser has checked length and match already; the server only ever
 * sees the md5 digest of the password, which it treats as the password.
 */
export const setupSchema = z.object({
  code: z.string().trim().min(1, messages.setupCodeInvalid).max(200),
  ...accountFields,
  password: z.string().regex(md5Hex, messages.fillAllFields),
});
export type SetupBody = z.infer<typeof setupSchema>;

export type Role = 'admin' | 'user';

export interface LoginResult {
  token: string;
  role: Role;
  colorTheme: ThemeName;
  fullName: string;
  /** The profile's language (issue 47), applied at sign-in; null follows the browser's. */
  language: UiLanguage | null;
}

export interface SetupStatus {
  needsSetup: boolean;
}
