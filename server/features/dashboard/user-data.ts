import type { UserRow } from '../../db/schema/index.js';
import type { UserData } from '../../../shared/contracts/dashboard.js';

/** The user as the client sees it: never the password hash. */
export function toUserData(user: UserRow): UserData {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    userAvatar: user.userAvatar,
    colorTheme: user.colorTheme,
    isSuperAdmin: user.isSuperAdmin,
    camerafeed: user.camerafeed,
    networkdevices: user.networkdevices,
    authenticator: user.authenticator,
    todolist: user.todolist,
    snippetmanager: user.snippetmanager,
    siteName: user.siteName,
    siteLogo: user.siteLogo,
    hideBranding: user.hideBranding,
    location: user.location,
    latitude: user.latitude,
    longitude: user.longitude,
    unit: user.unit,
    language: user.language ?? null,
  };
}
