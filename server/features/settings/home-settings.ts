import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { HomeSettings, HomeSettingsSave } from '../../../shared/contracts/home.js';
import { updateUser } from '../auth/users.repo.js';

/** The user's home density and collapsed sections (issue 44); read with the home's folder list. */
export function homeSettingsOf(db: Db, userId: string): HomeSettings {
  const row = db.select({ density: users.homeDensity, collapsed: users.homeCollapsed }).from(users).where(eq(users.id, userId)).get();
  return { density: row?.density ?? 'comfortable', collapsed: row?.collapsed ?? [] };
}

/** Saves the parts given; an absent part keeps what is saved. */
export function saveHomeSettings(db: Db, userId: string, body: HomeSettingsSave): HomeSettings {
  updateUser(db, userId, {
    ...(body.density !== undefined ? { homeDensity: body.density } : {}),
    ...(body.collapsed !== undefined ? { homeCollapsed: [...new Set(body.collapsed)] } : {}),
    updatedAt: new Date().toISOString(),
  });
  return homeSettingsOf(db, userId);
}
