import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Account, AccountSaveBody } from '../../../shared/contracts/accounts.js';
import { plainPassword } from '../../../shared/contracts/accounts.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import type { UiLanguage } from '../../../shared/ui-languages.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, HttpError, notFound, refused } from '../../http/errors.js';
import { createAccount } from '../auth/auth.service.js';
import { hashPassword, md5Hex } from '../auth/password.js';
import { hashToken } from '../auth/sessions.service.js';
import { findUserById, findUserByUsername, updateUser } from '../auth/users.repo.js';
import { uploadsDir } from '../images/uploads.js';
import { countSuperAdmins, deleteSessionsExcept, deleteUserRow, listUsers, userIconPaths } from './accounts.repo.js';

export function toAccount(user: UserRow): Account {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    siteName: user.siteName,
    userAvatar: user.userAvatar,
    isSuperAdmin: user.isSuperAdmin,
    hideBranding: user.hideBranding,
    language: user.language ?? null,
    createdAt: user.createdAt,
  };
}

export function allAccounts(db: Db): Account[] {
  return listUsers(db).map(toAccount);
}

/**
 * The user an editor may act on: themselves always; anyone only as a super admin. Another user's
 * id is refused (400, as the original server does) before it is looked up, so nothing tells whether it exists.
 */
export function targetUser(db: Db, editor: UserRow, userId: string): UserRow {
  if (userId === editor.id) return editor;
  if (!editor.isSuperAdmin) throw refused('original');
  const user = findUserById(db, userId);
  if (!user) throw notFound(messages.userNotFound);
  return user;
}

/** Creates (super admin only, password required) or updates an account. Answers its id. */
export async function saveAccount(db: Db, editor: UserRow, body: AccountSaveBody): Promise<string> {
  if (!body.userId) {
    if (!editor.isSuperAdmin) throw refused('original');
    const checked = plainPassword.safeParse(body.password ?? '');
    if (!checked.success) throw badRequest(messages.passwordTooShort);
    const user = await createAccount(db, { fullName: body.fullName, username: body.username, passwordDigest: md5Hex(checked.data), isSuperAdmin: body.isSuperAdmin === true });
    updateUser(db, user.id, { siteName: body.siteName });
    return user.id;
  }
  const user = targetUser(db, editor, body.userId);
  const holder = findUserByUsername(db, body.username);
  if (holder && holder.id !== user.id) throw new HttpError(409, messages.usernameTaken);
  const isSuperAdmin = editor.isSuperAdmin && user.id !== editor.id && body.isSuperAdmin !== undefined ? body.isSuperAdmin : user.isSuperAdmin;
  if (user.isSuperAdmin && !isSuperAdmin && countSuperAdmins(db) <= 1) throw badRequest(messages.lastSuperAdmin);
  updateUser(db, user.id, { fullName: body.fullName, username: body.username, siteName: body.siteName, isSuperAdmin, updatedAt: new Date().toISOString() });
  return user.id;
}

/**
 * Deletes a user and everything they own in one transaction (the rows cascade), then the files of
 * their uploaded icons.
 */
export async function deleteAccount(db: Db, dataDir: string, editor: UserRow, userId: string): Promise<void> {
  const user = targetUser(db, editor, userId);
  if (user.isSuperAdmin) throw badRequest(messages.superAdminNotDeletable);
  const files = db.transaction(() => {
    const paths = userIconPaths(db, user.id);
    deleteUserRow(db, user.id);
    return paths;
  });
  await Promise.all(files.map((file) => rm(join(uploadsDir(dataDir), file), { force: true })));
}

/** Sets a new password and signs the user out everywhere else (the caller's own session stays). */
export async function changePassword(db: Db, editor: UserRow, editorToken: string, userId: string, password: string): Promise<void> {
  const user = targetUser(db, editor, userId);
  const passwordHash = await hashPassword(md5Hex(password));
  db.transaction(() => {
    updateUser(db, user.id, { passwordHash, updatedAt: new Date().toISOString() });
    deleteSessionsExcept(db, user.id, user.id === editor.id ? hashToken(editorToken) : null);
  });
}

export function setAvatar(db: Db, editor: UserRow, userId: string, avatar: Icon): void {
  const user = targetUser(db, editor, userId);
  updateUser(db, user.id, { userAvatar: avatar, updatedAt: new Date().toISOString() });
}

/** The user's own language for Hearth's texts; there is no route to set another user's. */
export function setLanguage(db: Db, userId: string, language: UiLanguage | null): void {
  updateUser(db, userId, { language, updatedAt: new Date().toISOString() });
}

export function setBranding(db: Db, userId: string, hideBranding: boolean): void {
  updateUser(db, userId, { hideBranding, updatedAt: new Date().toISOString() });
}
