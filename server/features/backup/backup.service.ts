import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { appMeta, sessions } from '../../db/schema/index.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { backupMessages } from '../../../shared/messages.js';
import { backupExtension, type BackupEvery, type BackupFile, type BackupOverview, type BackupScheduleBody } from '../../../shared/contracts/backup.js';
import { hasUsers } from '../auth/auth.service.js';
import { databaseName, unpackArchive, writeArchive, type Manifest } from './archive.js';
import { filesUnder } from './zip-entries.js';
import type { PassphraseKey } from './sealed-stream.js';
import { applyRestore, commitRestore, discardStaging, readJournal, stagedKeyName, stagingOf } from './restore-journal.js';
import { migrationsSchema, type SchemaObject } from './schema-check.js';
import { countRows, migrationCount, prepareStagedDatabase, type StagedDatabaseRules } from './staged-database.js';

/** The folders of the data folder a backup carries; the icon pack cache only when asked. */
const carriedFolders = ['uploads', 'apps'] as const;
const iconPackFolder = 'iconpacks' as const;
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
  /** The schema Hearth's migrations make, worked out at the first restore. */
  private schema: Map<string, SchemaObject> | null = null;

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

  private async write(passphrase: string, options: { includeIconPacks?: boolean; label?: string; derived?: PassphraseKey | undefined }): Promise<string> {
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
        derived: options.derived,
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
   * into the staging folder, and the database migrated and checked there, before anything live
   * changes. Then a safety backup (options.safetyBackup, sealed with the same passphrase), and
   * the staged database, key file and folders go live together (restore-journal.ts): after a
   * crash at any point the next start has the old data with its key, or the restored data with
   * its key. Every session ends.
   */
  async restore(archive: string, passphrase: string, options: { safetyBackup: boolean }): Promise<void> {
    await this.exclusive(async () => {
      this.ensureBackupsDir();
      this.removeLeftovers();
      const { ctx } = this;
      const journalContext = { dataDir: ctx.config.dataDir, open: (file: string, readonly: boolean) => this.open(file, readonly), env: ctx.config.env };
      if (readJournal(ctx.config.dataDir)) throw new HttpError(409, backupMessages.restoreUnfinished);
      discardStaging(ctx.config.dataDir);
      const staging = stagingOf(ctx.config.dataDir);
      mkdirSync(staging, { mode: 0o700 });
      let committed = false;
      try {
        const { manifest, key, derived } = await unpackArchive(archive, passphrase, staging);
        this.checkSchema(manifest);
        prepareStagedDatabase(join(staging, databaseName), manifest, this.stagedDatabaseRules());
        if (options.safetyBackup) await this.write(passphrase, { label: 'before-restore', derived });
        writeFileSync(join(staging, stagedKeyName), ctx.secrets.keyFileFor(key), { mode: 0o600, flag: 'wx' });
        const includesIconPacks = Object.keys(manifest.files).some((name) => name.startsWith(`${iconPackFolder}/`));
        const folders = [...carriedFolders, ...(includesIconPacks ? [iconPackFolder] : [])];
        // A folder the backup does not have is restored empty, like the rest of the data it replaces.
        for (const folder of folders) mkdirSync(join(staging, folder), { recursive: true, mode: 0o700 });
        ctx.secrets.pause();
        try {
          commitRestore(journalContext, folders);
          committed = true;
          await applyRestore(journalContext);
        } finally {
          ctx.secrets.resume();
        }
        this.afterRestore(manifest);
      } catch (error) {
        if (committed) {
          ctx.log(`A restore could not finish: ${error instanceof Error ? error.message : String(error)}. Hearth finishes it at its next start.`);
          throw new HttpError(500, backupMessages.restoreCutShort);
        }
        discardStaging(ctx.config.dataDir);
        throw error;
      }
      await ctx.restored();
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

  private stagedDatabaseRules(): StagedDatabaseRules {
    this.schema ??= migrationsSchema(this.ctx.config.migrationsDir, (file) => this.open(file, false));
    return {
      open: (file) => this.open(file, false),
      migrationsDir: this.ctx.config.migrationsDir,
      migrations: this.journal().entries.length,
      schema: this.schema,
      pageSize: this.ctx.db.$client.pragma('page_size', { simple: true }) as number,
    };
  }

  /** The restored data is live: sessions end, features reload what they keep in memory. */
  private afterRestore(manifest: Manifest): void {
    const { ctx } = this;
    ctx.db.delete(sessions).run();
    ctx.hub.closeEndedSessions();
    if (hasUsers(ctx.db)) ctx.setup.code = null;
    ctx.log(`Restored a backup made by Hearth ${manifest.hearthVersion} on ${manifest.createdAt}; every session has ended.`);
  }
}

/** Rows per table and the number of applied migrations of a database; closes it. */
function describeDatabase(sqlite: Database.Database): { tables: Record<string, number>; migrations: number } {
  try {
    return { tables: countRows(sqlite), migrations: migrationCount(sqlite) };
  } finally {
    sqlite.close();
  }
}
