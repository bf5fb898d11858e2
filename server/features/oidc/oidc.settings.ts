import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema/index.js';
import { oidcSettingsSchema, type OidcSettings } from '../../../shared/contracts/oidc.js';

const storedKey = 'oidc';
const defaults: OidcSettings = { onlySso: false };

/** The stored settings; a row that no longer parses reads as the defaults (passwords allowed). */
export function readOidcSettings(db: Db): OidcSettings {
  const raw = db.select().from(appMeta).where(eq(appMeta.key, storedKey)).get()?.value;
  if (!raw) return defaults;
  try {
    const parsed = oidcSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

export function saveOidcSettings(db: Db, settings: OidcSettings): void {
  const value = JSON.stringify(settings);
  db.insert(appMeta).values({ key: storedKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
}
