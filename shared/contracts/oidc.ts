import { z } from 'zod';

/**
 * OIDC single sign-on (issue 45 item 1): a super admin adds providers (Authentik, Authelia,
 * Keycloak, PocketID, Kanidm); the login page offers "Sign in with <name>".
 */
export const oidcNameInvalid = 'Give the provider a name of 1-40 characters, e.g. Authentik.';
export const oidcDiscoveryInvalid = 'The discovery URL must start with http:// or https://, e.g. https://auth.example.lan/application/o/hearth/.';
export const oidcClientIdInvalid = 'Enter the client ID the provider gave Hearth (1-200 characters).';
export const oidcSecretInvalid = 'The client secret is at most 500 characters.';
export const oidcSecretMissing = 'Enter the client secret the provider gave Hearth.';
export const oidcScopesInvalid = 'Scopes are words separated by spaces and must include openid, e.g. "openid profile email groups".';
export const oidcClaimInvalid = 'The group claim is a claim name of 1-100 letters, digits, and . _ : / - (e.g. groups).';
export const oidcGroupInvalid = 'Group names are at most 200 characters.';

const flag = (what: string) => z.boolean({ error: `Say whether ${what} (true or false).` });

export const oidcProviderSaveSchema = z.object({
  name: z.string({ error: oidcNameInvalid }).trim().min(1, oidcNameInvalid).max(40, oidcNameInvalid),
  discoveryUrl: z
    .string({ error: oidcDiscoveryInvalid })
    .trim()
    .max(500, oidcDiscoveryInvalid)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), oidcDiscoveryInvalid),
  clientId: z.string({ error: oidcClientIdInvalid }).trim().min(1, oidcClientIdInvalid).max(200, oidcClientIdInvalid),
  /** Empty when editing keeps the stored secret; a new provider needs one. */
  clientSecret: z.string({ error: oidcSecretInvalid }).max(500, oidcSecretInvalid),
  scopes: z
    .string({ error: oidcScopesInvalid })
    .trim()
    .refine((v) => /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/.test(v) && v.split(' ').includes('openid') && v.length <= 300, oidcScopesInvalid),
  groupClaim: z
    .string({ error: oidcClaimInvalid })
    .trim()
    .refine((v) => /^[A-Za-z0-9._:/-]{1,100}$/.test(v), oidcClaimInvalid),
  adminGroup: z.string({ error: oidcGroupInvalid }).trim().max(200, oidcGroupInvalid),
  userGroup: z.string({ error: oidcGroupInvalid }).trim().max(200, oidcGroupInvalid),
  autoCreate: flag('unknown people get an account'),
  linkByEmail: flag('a verified email may link an existing account'),
  allowHttp: flag('plain http is allowed for this provider'),
});
export type OidcProviderSave = z.infer<typeof oidcProviderSaveSchema>;

/** A provider as the settings screen sees it: never its secret, only that one is stored. */
export interface OidcProviderView extends Omit<OidcProviderSave, 'clientSecret'> {
  id: string;
  hasSecret: boolean;
}

export const oidcSettingsSchema = z.object({
  /** Hide the password form behind a disclosure; only super admins may still use it. */
  onlySso: flag('only single sign-on is offered'),
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

/** GET /settings/oidc: the switch and every provider. */
export interface OidcSettingsView extends OidcSettings {
  providers: OidcProviderView[];
}

/** What the login page reads before anyone signs in. */
export interface OidcLoginOptions {
  providers: { id: string; name: string }[];
  onlySso: boolean;
}

export const oidcFinishSchema = z.object({
  code: z.string({ error: 'The sign-in link is incomplete. Start again with "Sign in with …".' }).min(10).max(100),
});

export const oidcCallbackPath = '/api/v1/auth/oidc/callback';

/**
 * Why a single sign-on came back without a session. The login page reads the code from its
 * address and shows the text: the address never carries words a stranger could write.
 */
export const oidcErrorTexts = {
  unreachable: 'could not be reached. Try again later, or sign in with a password.',
  expired: 'The sign-in took too long or was already used. Start again.',
  refused: 'did not sign you in.',
  failed: 'answered something Hearth could not verify, so you were not signed in. An administrator can find the reason in Hearth\'s log.',
  noGroup: 'signed you in, but you are in none of the groups allowed into Hearth. Ask an administrator to add you to the Hearth group.',
  noAccount: 'signed you in, but you have no Hearth account yet. Ask an administrator to create one or to let this provider create accounts.',
  taken: 'signed you in, but every name Hearth could give your account is taken. Ask an administrator.',
} as const;
export type OidcErrorCode = keyof typeof oidcErrorTexts;

export function isOidcErrorCode(value: string | null): value is OidcErrorCode {
  return value !== null && Object.hasOwn(oidcErrorTexts, value);
}

/** The sentence the login page shows, with the provider's name where the text starts lower-case. */
export function oidcErrorText(code: OidcErrorCode, providerName: string | undefined): string {
  const text = oidcErrorTexts[code];
  return /^[a-z]/.test(text) ? `${providerName ?? 'The sign-in provider'} ${text}` : text;
}

export const onlySsoRefused = 'This Hearth signs people in with single sign-on only. Use the "Sign in with …" button.';
