import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { appMeta } from '../../db/schema/index.js';
import { defaultLdapSettings, ldapGroupModes, type LdapSettingsInput, type LdapSettingsView } from '../../../shared/contracts/ldap.js';

const storedKey = 'ldap';
const purpose = 'ldap-bind-password';

/** The stored row: the view's fields, with the bind password sealed (never plain in the database). */
const storedSchema = z.object({
  enabled: z.boolean(),
  url: z.string(),
  startTls: z.boolean(),
  bindDn: z.string(),
  bindPasswordSealed: z.string(),
  userBase: z.string(),
  userFilter: z.string(),
  groupMode: z.enum(ldapGroupModes),
  groupBase: z.string(),
  memberAttribute: z.string(),
  adminGroupDn: z.string(),
  userGroupDn: z.string(),
  autoCreate: z.boolean(),
  caCert: z.string(),
});
type Stored = z.infer<typeof storedSchema>;

/** What sign-in and the connection test work with: the settings with the bind password opened. */
export type LdapConfig = Omit<LdapSettingsInput, 'bindPassword'> & { bindPassword: string };

function readStored(ctx: Pick<AppContext, 'db'>): Stored | null {
  const raw = ctx.db.select().from(appMeta).where(eq(appMeta.key, storedKey)).get()?.value;
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The settings for the form: no password, only whether one is stored. An unreadable row reads as off. */
export function readLdapView(ctx: Pick<AppContext, 'db'>): LdapSettingsView {
  const stored = readStored(ctx);
  if (!stored) return defaultLdapSettings;
  const { bindPasswordSealed, ...rest } = stored;
  return { ...rest, bindPasswordSet: bindPasswordSealed !== '' };
}

export function ldapEnabled(ctx: Pick<AppContext, 'db'>): boolean {
  return readStored(ctx)?.enabled ?? false;
}

/** The stored settings with the bind password opened, or null when none are stored. */
export function readLdapConfig(ctx: Pick<AppContext, 'db' | 'secrets'>): LdapConfig | null {
  const stored = readStored(ctx);
  if (!stored) return null;
  const { bindPasswordSealed, ...rest } = stored;
  return { ...rest, bindPassword: bindPasswordSealed ? ctx.secrets.open(bindPasswordSealed, purpose) : '' };
}

/**
 * The form's settings as a config: an empty bind password means "the stored one", so testing or
 * saving an unchanged form keeps it.
 */
export function withStoredPassword(ctx: Pick<AppContext, 'db' | 'secrets'>, input: LdapSettingsInput): LdapConfig {
  if (input.bindPassword !== '') return input;
  return { ...input, bindPassword: readLdapConfig(ctx)?.bindPassword ?? '' };
}

export function saveLdapSettings(ctx: Pick<AppContext, 'db' | 'secrets'>, input: LdapSettingsInput): void {
  const { bindPassword, ...rest } = withStoredPassword(ctx, input);
  const stored: Stored = { ...rest, bindPasswordSealed: bindPassword ? ctx.secrets.seal(bindPassword, purpose) : '' };
  const value = JSON.stringify(stored);
  ctx.db.insert(appMeta).values({ key: storedKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
}
