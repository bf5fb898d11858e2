import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema/index.js';
import { defaultForwardAuthSettings, forwardAuthSettingsSchema, type ForwardAuthSettings } from '../../../shared/contracts/forward-auth.js';

const storedKey = 'forward-auth';

/** The stored settings; a row that no longer parses (an older shape) reads as the defaults, i.e. off. */
export function readForwardAuth(db: Db): ForwardAuthSettings {
  const raw = db.select().from(appMeta).where(eq(appMeta.key, storedKey)).get()?.value;
  if (!raw) return defaultForwardAuthSettings;
  try {
    const parsed = forwardAuthSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultForwardAuthSettings;
  } catch {
    return defaultForwardAuthSettings;
  }
}

export function saveForwardAuth(db: Db, settings: ForwardAuthSettings): void {
  const value = JSON.stringify(settings);
  db.insert(appMeta).values({ key: storedKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
}

/** HEARTH_FORWARD_AUTH=on|off decides over the stored switch (a locked-out admin's way back); unset: the setting. */
export function parseForwardAuthSwitch(value: string | undefined): boolean | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return null;
  if (['on', 'true', '1'].includes(v)) return true;
  if (['off', 'false', '0'].includes(v)) return false;
  throw new Error(`Invalid HEARTH_FORWARD_AUTH "${value}": use on or off.`);
}
