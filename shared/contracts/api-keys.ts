import { z } from 'zod';
import { messages } from '../messages.js';

/** What a key may do: `read` uses GET and HEAD only; `write` may also change things. */
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * The parts of Hearth a write key may be limited to changing (issue 45 item 5: "read-write per
 * area"). A key with no areas may change every area; reads are never limited by area.
 */
export const apiKeyAreas = ['links', 'todos', 'snippets', 'monitoring', 'devices', 'streams', 'authenticator', 'integrations', 'containers', 'widgets', 'settings'] as const;
export type ApiKeyArea = (typeof apiKeyAreas)[number];

export const apiKeyAreaLabels: Record<ApiKeyArea, string> = {
  links: 'Links, folders and pages',
  todos: 'Todo lists',
  snippets: 'Code snippets',
  monitoring: 'Monitoring',
  devices: 'Network devices',
  streams: 'Cameras',
  authenticator: 'Authenticator',
  integrations: 'Integrations',
  containers: 'Containers',
  widgets: 'Widgets, feeds and calendars',
  settings: 'Settings',
};

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const apiKeyPrefix = 'hearth_';

/** Expiry choices the profile screen offers, in days. */
export const apiKeyExpiryChoices = [7, 30, 90, 365] as const;

/** POST /api/v1/account/keys */
export const apiKeyCreateSchema = z.object({
  name: z.string({ error: messages.apiKeyNameRequired }).trim().min(1, messages.apiKeyNameRequired).max(60, messages.apiKeyNameTooLong),
  scope: z.enum(apiKeyScopes, { error: messages.apiKeyScopeInvalid }),
  expiresInDays: z.number({ error: messages.apiKeyExpiryInvalid }).int(messages.apiKeyExpiryInvalid).min(1, messages.apiKeyExpiryInvalid).max(365, messages.apiKeyExpiryInvalid),
  /** Write keys only: the areas it may change; absent or empty, every area. */
  areas: z
    .array(z.enum(apiKeyAreas, { error: messages.apiKeyAreasInvalid }), { error: messages.apiKeyAreasInvalid })
    .max(apiKeyAreas.length, messages.apiKeyAreasInvalid)
    .refine((areas) => new Set(areas).size === areas.length, messages.apiKeyAreasInvalid)
    .optional(),
}).refine((body) => body.scope === 'write' || !body.areas?.length, { message: messages.apiKeyAreasNeedWrite, path: ['areas'] });
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateSchema>;

/** One key as GET /api/v1/account/keys lists it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** Empty: a write key may change every area (and a read key changes none). */
  areas: z.array(z.enum(apiKeyAreas)),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a create: the key, this once, beside what the list shows. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
