import { z } from 'zod';
import { messages } from '../messages.js';

/** What a key may do: `read` uses GET and HEAD only; `write` may also change things. */
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const apiKeyPrefix = 'hearth_';

/** Expiry choices the profile screen offers, in days. */
export const apiKeyExpiryChoices = [7, 30, 90, 365] as const;

/** POST /api/v1/account/keys */
export const apiKeyCreateSchema = z.object({
  name: z.string({ error: messages.apiKeyNameRequired }).trim().min(1, messages.apiKeyNameRequired).max(60, messages.apiKeyNameTooLong),
  scope: z.enum(apiKeyScopes, { error: messages.apiKeyScopeInvalid }),
  expiresInDays: z.number({ error: messages.apiKeyExpiryInvalid }).int(messages.apiKeyExpiryInvalid).min(1, messages.apiKeyExpiryInvalid).max(365, messages.apiKeyExpiryInvalid),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateSchema>;

/** One key as GET /api/v1/account/keys lists it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a create: the key, this once, beside what the list shows. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
