import type { Db } from '../../db/client.js';
import type { ThemeName } from '../../../shared/themes.js';
import { updateUser } from '../auth/users.repo.js';

/** Saving the theme already chosen is not an error (the original answered 400 for it). */
export function saveTheme(db: Db, userId: string, colorTheme: ThemeName): void {
  updateUser(db, userId, { colorTheme, updatedAt: new Date().toISOString() });
}
