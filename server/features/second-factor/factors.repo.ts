import { and, asc, count, eq, isNull, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeys, recoveryCodes, userTotp, type PasskeyRow, type RecoveryCodeRow, type UserTotpRow } from '../../db/schema/index.js';

export function findTotp(db: Db, userId: string): UserTotpRow | undefined {
  return db.select().from(userTotp).where(eq(userTotp.userId, userId)).get();
}

/** Starts (or starts again) an enrolment: the unconfirmed seed replaces any earlier one. */
export function putPendingTotp(db: Db, row: UserTotpRow): void {
  db.insert(userTotp).values(row).onConflictDoUpdate({ target: userTotp.userId, set: { secretSealed: row.secretSealed, confirmedAt: null, lastStep: 0, createdAt: row.createdAt } }).run();
}

export function confirmTotp(db: Db, userId: string, confirmedAt: string, step: number): void {
  db.update(userTotp).set({ confirmedAt, lastStep: step }).where(eq(userTotp.userId, userId)).run();
}

/** Records the step of an accepted code, only when it is later than the last one (no replay). */
export function takeStep(db: Db, userId: string, step: number): boolean {
  const row = findTotp(db, userId);
  if (!row || step <= row.lastStep) return false;
  return db.update(userTotp).set({ lastStep: step }).where(and(eq(userTotp.userId, userId), eq(userTotp.lastStep, row.lastStep))).run().changes > 0;
}

export function deleteTotp(db: Db, userId: string): void {
  db.delete(userTotp).where(eq(userTotp.userId, userId)).run();
}

export function hasConfirmedTotp(db: Db, userId: string): boolean {
  return (db.select({ n: count() }).from(userTotp).where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt))).get()?.n ?? 0) > 0;
}

export function replaceRecoveryCodes(db: Db, userId: string, rows: RecoveryCodeRow[]): void {
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  if (rows.length) db.insert(recoveryCodes).values(rows).run();
}

export function unusedRecoveryCodes(db: Db, userId: string): RecoveryCodeRow[] {
  return db.select().from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))).all();
}

/** Spends a code: only one request can, even when two arrive together. */
export function spendRecoveryCode(db: Db, id: string, usedAt: string): boolean {
  return db.update(recoveryCodes).set({ usedAt }).where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt))).run().changes > 0;
}

export function listPasskeys(db: Db, userId: string): PasskeyRow[] {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)).all();
}

export function findPasskeyByCredential(db: Db, credentialId: string): PasskeyRow | undefined {
  return db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).get();
}

export function insertPasskey(db: Db, row: PasskeyRow): void {
  db.insert(passkeys).values(row).run();
}

export function touchPasskey(db: Db, id: string, counter: number, lastUsedAt: string): void {
  db.update(passkeys).set({ counter, lastUsedAt }).where(eq(passkeys.id, id)).run();
}

export function deletePasskey(db: Db, userId: string, id: string): boolean {
  return db.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).run().changes > 0;
}

export function deleteAllFactors(db: Db, userId: string): void {
  db.delete(passkeys).where(eq(passkeys.userId, userId)).run();
  db.delete(userTotp).where(eq(userTotp.userId, userId)).run();
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
}
