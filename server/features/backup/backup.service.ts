import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import * as schema from '../../db/schema/index.js';
import { appMeta, sessions } from '../../db/schema/index.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { backupMessages } from '../../../shared/messages.js';
import { backupExtension, type BackupEvery, type BackupFile, type BackupOverview, type BackupScheduleBody } from '../../../shared/contracts/backup.js';
import { hasUsers } from '../auth/auth.service.js';
import { databaseName, unpackArchive, writeArchive, type Manifest } from './archive.js';
import { filesUnder } from './zip-entries.js';

/** The folders of the data folder a backup carries; the icon pack cache only when asked. */
const carriedFolders = ['uploads', 'apps'] as const;
const iconPackFolder = 'iconpacks';
const scheduleKey = 'backupSchedule';
const lastBackupKey = 'backupLast';
const schedulePurpose = 'backup-passphrase';
const defaultKeep = 7;
const dayMs = 24 * 60 * 60 * 1000;

interface StoredSchedule {
  every: BackupEvery;
  keep: number;
  /** The passphrase for scheduled backups, sealed with the installation's key. */
  passphrase: string | null;
}

interface Journal {
  entries: { tag: string }[];
}

/**
 * Backups and restores of the whole data folder. One runs at a time; both are asynchronous
 * (SQLite's backup API copies in steps, files stream), so the server keeps answering meanwhile.
 */
export class BackupService {
  private busy = false;
  private running: Promise<unknown> = Promise.resolve();
  private lastError: string | null = null;

  constructor(private readonly ctx: AppContext) {}

  get backupsDir(): string {
    return join(this.ctx.config.dataDir, 'backups');
  }

  private ensureBackupsDir(): string {
    mkdirSync(this.backupsDir, { recursive: true, mode: 0o700 });
    chmodSync(this.backupsDir, 0o700);
    return this.backupsDir;
  }

  private journal(): Journal {
    return JSON.parse(readFileSync(join(this.ctx.config.migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  }

  schedule(): StoredSchedule {
    const row = this.ctx.db.select().from(appMeta).where(eq(appMeta.key, scheduleKey)).get();
    const fallback: StoredSchedule = { every: this.ctx.config.backupEvery, keep: defaultKeep, passphrase: null };
    if (!row) return fallback;
    try {
      return { ...fallback, ...(JSON.parse(row.value) as Partial<StoredSchedule>) };
    } catch {
      return fallback;
    }
  }

  saveSchedule(body: BackupScheduleBody): void {
    const current = this.schedule();
    const passphrase = body.passphrase ? this.ctx.secrets.seal(body.passphrase, schedulePurpose) : current.passphrase;
    if (body.every !== 'off' && !passphrase) throw badRequest(backupMessages.scheduleNeedsPassphrase);
    const value = JSON.stringify({ every: body.every, keep: body.keep, passphrase } satisfies StoredSchedule);
    this.ctx.db.insert(appMeta).values({ key: scheduleKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
    this.prune(body.keep);
  }

  list(): BackupFile[] {
    if (!existsSync(this.backupsDir)) return [];
    return readdirSync(this.backupsDir)
      .filter((name) => name.endsWith(backupExtension) && !name.startsWith('.'))
      .map((name) => {
        const info = statSync(join(this.backupsDir, name));
        return { name, size: info.size, createdAt: info.mtime.toISOString() };
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
  }

  overview(): BackupOverview {
    const schedule = this.schedule();
    return { every: schedule.every, keep: schedule.keep, hasPassphrase: schedule.passphrase !== null, running: this.busy, lastError: this.lastError, files: this.list() };
  }

  /** The path of a listed backup by its name, or 404. */
  fileOf(name: string): string {
    if (!this.list().some((file) => file.name === name)) throw new HttpError(404, backupMessages.backupNotFound);
    return join(this.backupsDir, name);
  }

  /** Makes a backup into backups/ and returns its file name. */
  async backUp(passphrase: string, options: { includeIconPacks?: boolean; label?: string } = {}): Promise<string> {
    return this.exclusive(() => {
      this.removeLeftovers();
      return this.write(passphrase, options);
    });
  }

  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) throw new HttpError(409, backupMessages.backupRunning);
    this.busy = true;
    const job = work();
    this.running = job.catch(() => undefined);
    try {
      return await job;
    } finally {
      this.busy = false;
    }
  }

  /** Resolves once no backup or restore runs (the server waits for it before closing the database). */
  idle(): Promise<unknown> {
    return this.running;
  }

  private async write(passphrase: string, options: { includeIconPacks?: boolean; label?: string }): Promise<string> {
    const dir = this.ensureBackupsDir();
    const stamp = new Date(this.ctx.clock()).toISOString().replace(/[:.]/g, '-');
    const name = `hearth-${stamp}${options.label ? `-${options.label}` : ''}${backupExtension}`;
    const work = join(dir, `.work-${randomBytes(6).toString('hex')}`);
    mkdirSync(work, { mode: 0o700 });
    const partial = join(dir, `.${name}.partial`);
    try {
      // The key first: made now if no secret was ever sealed, its fingerprint is then in the snapshot.
      const key = this.ctx.secrets.exportKey();
      const snapshot = join(work, databaseName);
      await this.ctx.db.$client.backup(snapshot);
      chmodSync(snapshot, 0o600);
      const { tables, migrations } = describeDatabase(this.open(snapshot, true));
      const journal = this.journal();
      const folders = [...carriedFolders, ...(options.includeIconPacks ? [iconPackFolder] : [])];
      const files = [{ name: databaseName, path: snapshot }];
      for (const folder of folders) files.push(...(await filesUnder(join(this.ctx.config.dataDir, folder), folder)));
      await writeArchive(partial, {
        passphrase,
        key,
        files,
        facts: {
          hearthVersion: this.ctx.config.version,
          createdAt: new Date(this.ctx.clock()).toISOString(),
          schema: { migrations, last: journal.entries[migrations - 1]?.tag ?? null },
          tables,
        },
      });
      renameSync(partial, join(dir, name));
      this.ctx.db.insert(appMeta).values({ key: lastBackupKey, value: String(this.ctx.clock()) }).onConflictDoUpdate({ target: appMeta.key, set: { value: String(this.ctx.clock()) } }).run();
      this.lastError = null;
      this.prune(this.schedule().keep);
      return name;
    } catch (error) {
      rmSync(partial, { force: true });
      if (error instanceof HttpError) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      this.lastError = backupMessages.backupFailed(detail);
      throw new HttpError(500, this.lastError);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  /**
   * Half-written archives and work folders of a backup that was killed; at server start
   * (`withUploads`) also uploads a killed restore left behind.
   */
  removeLeftovers(withUploads = false): void {
    if (!existsSync(this.backupsDir)) return;
    for (const name of readdirSync(this.backupsDir)) {
      const leftover = name.startsWith('.work-') || name.startsWith('.restore-') || name.endsWith('.partial') || (withUploads && name.startsWith('.upload-'));
      if (leftover) rmSync(join(this.backupsDir, name), { recursive: true, force: true });
    }
  }

  /** Keeps the newest `keep` archives; removes the rest. */
  private prune(keep: number): void {
    for (const file of this.list().slice(keep)) rmSync(join(this.backupsDir, file.name), { force: true });
  }

  /** Runs a scheduled backup when one is due. Errors are kept for the settings screen, not thrown. */
  async runIfDue(): Promise<void> {
    const schedule = this.schedule();
    if (schedule.every === 'off' || !schedule.passphrase || this.busy) return;
    const last = Number(this.ctx.db.select().from(appMeta).where(eq(appMeta.key, lastBackupKey)).get()?.value ?? 0);
    const interval = schedule.every === 'daily' ? dayMs : 7 * dayMs;
    if (this.ctx.clock() - last < interval) return;
    try {
      await this.backUp(this.ctx.secrets.open(schedule.passphrase, schedulePurpose));
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.ctx.log(`Scheduled backup failed: ${this.lastError}`);
    }
  }

  /**
   * Restores `archive` (a file the caller owns and removes). Everything is checked and unpacked
   * into a staging folder, and the database migrated there, before anything live changes. Then a
   * safety backup (options.safetyBackup, sealed with the same passphrase), the database is copied into the open
   * hearth.db through SQLite's backup API (one write transaction: readers see old or new, never
   * half), the folders are swapped by rename, the key replaced, and every session ends.
   */
  async restore(archive: string, passphrase: string, options: { safetyBackup: boolean }): Promise<void> {
    await this.exclusive(async () => {
      const dir = this.ensureBackupsDir();
      this.removeLeftovers();
      const staging = join(dir, `.restore-${randomBytes(6).toString('hex')}`);
      mkdirSync(staging, { mode: 0o700 });
      try {
        const { manifest, key } = await unpackArchive(archive, passphrase, staging);
        this.checkSchema(manifest);
        const stagedDb = join(staging, databaseName);
        this.prepareDatabase(stagedDb, manifest);
        if (options.safetyBackup) await this.write(passphrase, { label: 'before-restore' });
        await this.swapIn(staging, stagedDb, manifest, key);
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    });
  }

  /** Opens a database file with the SQLite addon the server uses (Electron's build in the desktop app). */
  private open(file: string, readonly: boolean): Database.Database {
    const binding = this.ctx.config.sqliteBinding;
    return new Database(file, { readonly, ...(binding ? { nativeBinding: binding } : {}) });
  }

  private checkSchema(manifest: Manifest): void {
    if (manifest.schema.migrations > this.journal().entries.length) throw badRequest(backupMessages.newerSchema(manifest.hearthVersion));
  }

  /** Migrates the staged copy forward and ends its sessions; refuses a database newer than this Hearth. */
  private prepareDatabase(file: string, manifest: Manifest): void {
    let sqlite: Database.Database;
    try {
      sqlite = this.open(file, false);
    } catch {
      throw badRequest(backupMessages.damaged);
    }
    try {
      const check = sqlite.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw badRequest(backupMessages.damaged);
      if (!sameCounts(countRows(sqlite), manifest.tables)) throw badRequest(backupMessages.altered(databaseName));
      const applied = migrationCount(sqlite);
      if (applied > this.journal().entries.length) throw badRequest(backupMessages.newerSchema(manifest.hearthVersion));
      sqlite.pragma('journal_mode = DELETE');
      sqlite.pragma('foreign_keys = ON');
      migrate(drizzle(sqlite, { schema }), { migrationsFolder: this.ctx.config.migrationsDir });
      sqlite.prepare('DELETE FROM sessions').run();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badRequest(backupMessages.damaged);
    } finally {
      sqlite.close();
    }
  }

  private async swapIn(staging: string, stagedDb: string, manifest: Manifest, key: Buffer): Promise<void> {
    const { ctx } = this;
    // The restored key goes in first: until the database follows, the recorded fingerprint does
    // not match it, so secrets answer "unavailable" for that moment instead of being sealed with
    // a key the restored database does not know.
    const previousKey = ctx.secrets.exportKey();
    ctx.secrets.replaceKey(key);
    const source = this.open(stagedDb, true);
    try {
      await source.backup(join(ctx.config.dataDir, databaseName));
    } catch (error) {
      ctx.secrets.replaceKey(previousKey);
      throw error;
    } finally {
      source.close();
    }
    const includesIconPacks = Object.keys(manifest.files).some((name) => name.startsWith(`${iconPackFolder}/`));
    const old = join(staging, '.old');
    mkdirSync(old, { mode: 0o700 });
    for (const folder of [...carriedFolders, ...(includesIconPacks ? [iconPackFolder] : [])]) {
      const live = join(ctx.config.dataDir, folder);
      const restored = join(staging, folder);
      if (existsSync(live)) renameSync(live, join(old, folder));
      if (existsSync(restored)) {
        renameSync(restored, live);
        chmodSync(live, 0o700);
      }
    }
    ctx.db.delete(sessions).run();
    ctx.hub.closeEndedSessions();
    if (hasUsers(ctx.db)) ctx.setup.code = null;
    await ctx.restored();
    ctx.log(`Restored a backup made by Hearth ${manifest.hearthVersion} on ${manifest.createdAt}; every session has ended.`);
  }
}

/** Whether two row counts per table agree. */
function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((name) => a[name] === b[name]);
}

function migrationCount(sqlite: Database.Database): number {
  const table = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='__drizzle_migrations'").get();
  if (!table) return 0;
  return (sqlite.prepare('SELECT COUNT(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
}

/** Rows per table of an open database. */
function countRows(sqlite: Database.Database): Record<string, number> {
  const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    tables[name] = (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
  }
  return tables;
}

/** Rows per table and the number of applied migrations of a database; closes it. */
function describeDatabase(sqlite: Database.Database): { tables: Record<string, number>; migrations: number } {
  try {
    return { tables: countRows(sqlite), migrations: migrationCount(sqlite) };
  } finally {
    sqlite.close();
  }
}
