import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { ThemeName } from '../../../shared/themes.js';
import type { GeneralSettings, GeneralSettingsBody } from '../../../shared/contracts/settings.js';
import { updateUser } from '../auth/users.repo.js';

/** Saving the theme already chosen is not an error (the original answered 400 for it). */
export function saveTheme(db: Db, userId: string, colorTheme: ThemeName): void {
  updateUser(db, userId, { colorTheme, updatedAt: new Date().toISOString() });
}

export function generalSettingsOf(user: UserRow): GeneralSettings {
  return {
    siteName: user.siteName,
    siteLogo: user.siteLogo,
    authenticator: user.authenticator,
    camerafeed: user.camerafeed,
    networkdevices: user.networkdevices,
    todolist: user.todolist,
    snippetmanager: user.snippetmanager,
  };
}

/**
 * Saves site name, logo and the feature flags. Network device scanning needs Hearth to share the
 * host's network, so outside host mode that flag is stored off whatever was sent.
 */
export function saveGeneralSettings(db: Db, userId: string, body: GeneralSettingsBody, isHostMode: boolean): void {
  updateUser(db, userId, {
    siteName: body.siteName,
    siteLogo: body.siteLogo,
    authenticator: body.authenticator,
    camerafeed: body.camerafeed,
    networkdevices: body.networkdevices && isHostMode,
    todolist: body.todolist,
    snippetmanager: body.snippetmanager,
    updatedAt: new Date().toISOString(),
  });
}
