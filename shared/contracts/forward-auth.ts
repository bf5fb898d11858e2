import { z } from 'zod';

/** An HTTP field name (RFC 9110 §5.1 token), short enough to type. */
const headerNamePattern = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;
export const headerNameInvalid = 'Header names may use letters, digits and - _ . only (at most 64 characters), e.g. Remote-User.';
export const adminGroupInvalid = 'The super admin group is at most 100 characters, without commas or | (e.g. hearth-admins).';

const headerName = z
  .string({ error: headerNameInvalid })
  .trim()
  .refine((v) => headerNamePattern.test(v), headerNameInvalid);
const optionalHeaderName = z
  .string({ error: headerNameInvalid })
  .trim()
  .refine((v) => v === '' || headerNamePattern.test(v), headerNameInvalid);

/**
 * Forward-auth (issue 45 item 2): a reverse proxy that already signed the person in (Authelia,
 * an Authentik outpost, Tailscale serve) names them in a header. Empty optional names read nothing.
 */
export const forwardAuthSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Say whether forward-auth is on (true or false).' }),
  userHeader: headerName,
  groupsHeader: optionalHeaderName,
  nameHeader: optionalHeaderName,
  autoCreate: z.boolean({ error: 'Say whether unknown users are created (true or false).' }),
  adminGroup: z
    .string({ error: adminGroupInvalid })
    .trim()
    .max(100, adminGroupInvalid)
    .refine((v) => !/[,|]/.test(v), adminGroupInvalid),
});
export type ForwardAuthSettings = z.infer<typeof forwardAuthSettingsSchema>;

/** What GET /settings/forward-auth answers: the stored settings, and whether HEARTH_FORWARD_AUTH overrides "enabled". */
export interface ForwardAuthView extends ForwardAuthSettings {
  enabledByEnv: boolean | null;
}

/** Header names each proxy sends by default; the settings screen offers them as presets. */
export const forwardAuthPresets = {
  authelia: { userHeader: 'Remote-User', groupsHeader: 'Remote-Groups', nameHeader: 'Remote-Name' },
  authentik: { userHeader: 'X-authentik-username', groupsHeader: 'X-authentik-groups', nameHeader: 'X-authentik-name' },
  tailscale: { userHeader: 'Tailscale-User-Login', groupsHeader: '', nameHeader: 'Tailscale-User-Name' },
} as const;

export const defaultForwardAuthSettings: ForwardAuthSettings = {
  enabled: false,
  ...forwardAuthPresets.authelia,
  autoCreate: false,
  adminGroup: '',
};

/**
 * Users named by a proxy: the local username rule plus "@", since Tailscale names people by their
 * login (alice@example.com). Lowercased like every username.
 */
export const forwardUsernamePattern = /^[a-z0-9._@-]{1,50}$/;
export const forwardUsernameInvalid = 'The proxy sent a user name Hearth cannot use: 1-50 letters, digits, dots, dashes, underscores or @.';
