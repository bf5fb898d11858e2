import { z } from 'zod';
import { messages } from '../messages.js';
import { minPasswordLength } from '../constants.js';
import { iconSchema, type Icon } from './icons.js';
import { optionalId } from './ids.js';
import { usernameInvalid, usernamePattern } from './auth.js';
import { uiLanguageCodes, type UiLanguage } from '../ui-languages.js';

const required = (max: number) => z.string({ error: messages.fillAllFields }).trim().min(1, messages.fillAllFields).max(max, messages.fieldTooLong);

/**
 * A password as the account form sends it on create and reset: plain text over the same origin, so
 * the server can check its length; only a salted hash of its md5 is stored.
 */
export const plainPassword = z.string({ error: messages.passwordTooShort }).min(minPasswordLength, messages.passwordTooShort).max(200, messages.fieldTooLong);

/** POST /api/v1/accounts/save: no userId creates (super admin only), a userId updates. */
export const accountSaveSchema = z.object({
  userId: optionalId,
  fullName: required(100),
  username: required(50)
    .transform((v) => v.toLowerCase())
    .refine((v) => usernamePattern.test(v), usernameInvalid),
  siteName: required(100),
  password: z.string().max(200, messages.fieldTooLong).nullish(),
  /** Only a super admin editing another account may change this; absent keeps the stored value. */
  isSuperAdmin: z.boolean().optional(),
});
export type AccountSaveBody = z.infer<typeof accountSaveSchema>;

export const passwordSchema = z.object({ password: plainPassword });

export const avatarSchema = z.object({
  avatar: z.unknown().transform((v, ctx) => {
    const parsed = iconSchema.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: messages.avatarRequired });
    return z.NEVER;
  }),
});

/**
 * POST /api/v1/accounts/language (issue 47): the signed-in user's language for Hearth's texts;
 * null goes back to following each browser's (or the desktop app's OS) language.
 */
export const languageSaveSchema = z.object({
  language: z.enum(uiLanguageCodes, { error: messages.languageUnknown }).nullable(),
});
export type LanguageSaveBody = z.infer<typeof languageSaveSchema>;

/** One user as GET /accounts/list and /accounts/info answer it: never the password. */
export interface Account {
  _id: string;
  fullName: string;
  username: string;
  siteName: string;
  userAvatar: Icon;
  isSuperAdmin: boolean;
  hideBranding: boolean;
  /** Null: follows the browser's language. */
  language: UiLanguage | null;
  createdAt: string;
}

/**
 * The account form in the browser: the same fields as the save call, plus the repeated password
 * when adding a user (spec-features §5: match first, then length).
 */
export const accountFormSchema = z
  .object({
    fullName: accountSaveSchema.shape.fullName,
    username: accountSaveSchema.shape.username,
    siteName: accountSaveSchema.shape.siteName,
    creating: z.boolean(),
    password: z.string(),
    repeatPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.creating) return;
    if (v.password !== v.repeatPassword) ctx.addIssue({ code: 'custom', message: messages.passwordsDoNotMatch, path: ['repeatPassword'] });
    else if (v.password.length < minPasswordLength) ctx.addIssue({ code: 'custom', message: messages.passwordTooShort, path: ['password'] });
  });

/** The Change Password / Reset Password dialog (spec-features §5 Password reset). */
export const passwordFormSchema = z
  .object({ password: z.string(), repeatPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.password || !v.repeatPassword) ctx.addIssue({ code: 'custom', message: messages.passwordResetRequired, path: ['password'] });
    else if (v.password !== v.repeatPassword) ctx.addIssue({ code: 'custom', message: messages.passwordResetMismatch, path: ['repeatPassword'] });
    else if (v.password.length < minPasswordLength) ctx.addIssue({ code: 'custom', message: messages.passwordTooShort, path: ['password'] });
  });
