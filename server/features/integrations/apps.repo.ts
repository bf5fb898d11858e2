import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apps, listings, type AppRow, type NewAppRow } from '../../db/schema/index.js';
import { configOptions, type AppConfigField, type IntegrationApp } from '../../../shared/contracts/integrations.js';

/** Options go out as plain strings (rows stored before may hold objects); labels in `choices`. */
function servedField(field: AppConfigField): AppConfigField {
  const { options, choices: _choices, ...rest } = field;
  return options === undefined ? rest : { ...rest, ...configOptions(field.choices ?? options) };
}

export function toApp(row: AppRow): IntegrationApp {
  return {
    _id: row.id,
    appId: row.appId,
    appName: row.appName,
    config: row.config.map(servedField),
    npmInstalled: row.npmInstalled,
    coreSettings: row.coreSettings,
    configured: row.configured,
    version: row.version,
    repoLink: row.repoLink,
    licenseName: row.licenseName,
    description: row.description,
    appIcon: row.appIcon,
    autoRefreshAfterSeconds: row.autoRefreshAfterSeconds,
    alwaysShowDetailedView: row.alwaysShowDetailedView,
  };
}

export function findApp(db: Db, appId: string): AppRow | undefined {
  return db.select().from(apps).where(eq(apps.appId, appId)).get();
}

export function allApps(db: Db): AppRow[] {
  return db.select().from(apps).orderBy(asc(apps.appName)).all();
}

/** Apps a link may use: dependencies installed (npmInstalled = 1). */
export function readyApps(db: Db): AppRow[] {
  return db.select().from(apps).where(eq(apps.npmInstalled, 1)).orderBy(asc(apps.appName)).all();
}

export function appPage(db: Db, page: number, limit: number): { rows: AppRow[]; total: number } {
  const total = db.select({ n: count() }).from(apps).get()?.n ?? 0;
  const rows = db.select().from(apps).orderBy(asc(apps.appName), asc(apps.appId)).limit(limit).offset((page - 1) * limit).all();
  return { rows, total };
}

export function upsertApp(db: Db, row: NewAppRow): void {
  const { id: _id, createdAt: _created, ...changes } = row;
  db.insert(apps).values(row).onConflictDoUpdate({ target: apps.appId, set: changes }).run();
}

export function setNpmState(db: Db, appId: string, state: number): void {
  db.update(apps).set({ npmInstalled: state, updatedAt: new Date().toISOString() }).where(eq(apps.appId, appId)).run();
}

/** Deletes the record and takes the integration off every listing that used it; returns those users. */
export function deleteApp(db: Db, appId: string): string[] {
  return db.transaction((tx) => {
    tx.delete(apps).where(eq(apps.appId, appId)).run();
    const changed = tx
      .update(listings)
      .set({ integration: null })
      .where(sql`${listings.integration} ->> '$.appId' = ${appId}`)
      .returning({ userId: listings.userId })
      .all();
    return [...new Set(changed.map((c) => c.userId))];
  });
}
