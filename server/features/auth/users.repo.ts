import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.username, username)).get();
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function countUsers(db: Db): number {
  return db.select({ n: sql<number>`count(*)` }).from(users).get()?.n ?? 0;
}

export function insertUser(db: Db, row: NewUserRow): UserRow {
  return db.insert(users).values(row).returning().get();
}

export function updateUser(db: Db, id: string, values: Partial<NewUserRow>): void {
  db.update(users).set(values).where(eq(users.id, id)).run();
}
