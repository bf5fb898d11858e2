import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * A restore goes live as a whole or not at all. Everything it brings (the prepared database, the
 * key file, the folders) is first staged in `<data>/.restore-staged`; then `restore.journal` is
 * written and flushed: from that moment the restore is decided. The steps that follow (copy the
 * database in, the key file, swap the folders, clear up) can each be done again, so whatever
 * stops them (a crash, kill -9, a power cut), the next start reads the journal and finishes
 * them. A staged folder without a journal is a restore that never got that far: the next start
 * removes it, and the data and key it would have replaced were never touched.
 */
export const journalName = 'restore.journal';
export const stagingName = '.restore-staged';
export const stagedKeyName = 'secret.key';
const databaseName = 'hearth.db';
const keyFileName = 'secret.key';

/** The steps in order; a test may stop the process with kill -9 right after any of them. */
export const restoreSteps = ['staged', 'committed', 'database', 'key', 'folders', 'done', 'cleaned'] as const;
export type RestoreStep = (typeof restoreSteps)[number];

/**
 * The environment variable that makes Hearth kill itself (SIGKILL, as a crash would) right after
 * the named step of a restore, applying or recovering. Only the durability tests set it.
 */
export const crashAfterVariable = 'HEARTH_TEST_CRASH_AFTER_RESTORE_STEP';

const journalSchema = z.object({
  version: z.literal(1),
  step: z.enum(restoreSteps),
  /** The data folder's folders this restore replaces (uploads, apps, and iconpacks when carried). */
  folders: z.array(z.enum(['uploads', 'apps', 'iconpacks'])),
  startedAt: z.string(),
});
type Journal = z.infer<typeof journalSchema>;

export interface JournalContext {
  dataDir: string;
  /** Opens a database file with the server's SQLite addon. */
  open(file: string, readonly: boolean): Database.Database;
  env: NodeJS.ProcessEnv;
}

export const stagingOf = (dataDir: string) => join(dataDir, stagingName);

function crashPoint(context: JournalContext, step: RestoreStep): void {
  if (context.env[crashAfterVariable] === step) process.kill(process.pid, 'SIGKILL');
}

/** fsync of a file or folder; folders cannot be opened for it on every OS, which is harmless there. */
function sync(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // A folder on an OS that does not sync folders.
  } finally {
    closeSync(fd);
  }
}

/** Writes a file so that it is either the old one or the whole new one, also after a power cut. */
export function writeDurably(file: string, bytes: Buffer | string): void {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, bytes, { mode: 0o600, flag: 'wx' });
  chmodSync(temp, 0o600);
  sync(temp);
  renameSync(temp, file);
  sync(dirname(file));
}

function writeJournal(context: JournalContext, journal: Journal): void {
  writeDurably(join(context.dataDir, journalName), JSON.stringify(journal));
}

/** Flushes what was staged and writes the journal: from here on the restore goes live, now or at the next start. */
export function commitRestore(context: JournalContext, folders: Journal['folders']): void {
  const staging = stagingOf(context.dataDir);
  for (const name of [databaseName, stagedKeyName]) sync(join(staging, name));
  sync(staging);
  crashPoint(context, 'staged');
  writeJournal(context, { version: 1, step: 'committed', folders, startedAt: new Date().toISOString() });
  crashPoint(context, 'committed');
}

/** Replaces the live folder with the staged one; done again after a crash, it picks up where it stopped. */
function swapFolder(dataDir: string, folder: string): void {
  const staged = join(stagingOf(dataDir), folder);
  if (!existsSync(staged)) return;
  const live = join(dataDir, folder);
  const old = join(stagingOf(dataDir), '.old');
  mkdirSync(old, { recursive: true, mode: 0o700 });
  if (existsSync(live)) {
    if (existsSync(join(old, folder))) rmSync(live, { recursive: true, force: true });
    else renameSync(live, join(old, folder));
  }
  renameSync(staged, live);
  chmodSync(live, 0o700);
}

/**
 * Does every step of a committed restore from the first: the database copied in with SQLite's
 * backup API (one transaction: the live file holds the old database or the new one), the key
 * file replaced, the folders swapped, then the staging folder and the journal removed.
 */
export async function applyRestore(context: JournalContext): Promise<void> {
  const journal = readJournal(context.dataDir);
  if (!journal) throw new Error('No restore to apply.');
  const staging = stagingOf(context.dataDir);
  if (journal.step !== 'done' && journal.step !== 'cleaned') {
    const source = context.open(join(staging, databaseName), true);
    try {
      await source.backup(join(context.dataDir, databaseName));
    } finally {
      source.close();
    }
    writeJournal(context, { ...journal, step: 'database' });
    crashPoint(context, 'database');
    writeDurably(join(context.dataDir, keyFileName), readFileSync(join(staging, stagedKeyName)));
    writeJournal(context, { ...journal, step: 'key' });
    crashPoint(context, 'key');
    for (const folder of journal.folders) swapFolder(context.dataDir, folder);
    sync(context.dataDir);
    writeJournal(context, { ...journal, step: 'folders' });
    crashPoint(context, 'folders');
    writeJournal(context, { ...journal, step: 'done' });
    crashPoint(context, 'done');
  }
  rmSync(staging, { recursive: true, force: true });
  crashPoint(context, 'cleaned');
  rmSync(join(context.dataDir, journalName), { force: true });
  sync(context.dataDir);
}

/** The journal of a restore under way, or null. A journal is written by rename: never half. */
export function readJournal(dataDir: string): Journal | null {
  const file = join(dataDir, journalName);
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    parsed = null;
  }
  const journal = journalSchema.safeParse(parsed);
  if (!journal.success) throw new Error(`${file} is not a restore journal Hearth wrote; move it away to start.`);
  return journal.data;
}

/** Removes a staging folder no journal decided on (and the decrypted archive beside it). */
export function discardStaging(dataDir: string): boolean {
  const staging = stagingOf(dataDir);
  const found = existsSync(staging) || existsSync(`${staging}.zip`);
  rmSync(staging, { recursive: true, force: true });
  rmSync(`${staging}.zip`, { force: true });
  return found;
}

/**
 * At start, before the database opens: finishes a restore a crash cut short, or discards one
 * that had not been decided. Says what it did in the log.
 */
export async function recoverRestore(context: JournalContext, log: (line: string) => void): Promise<void> {
  const journal = readJournal(context.dataDir);
  if (!journal) {
    if (discardStaging(context.dataDir)) log('A restore was cut short before it was decided; its staged files were removed and the data is as it was.');
    return;
  }
  await applyRestore(context);
  log(`A restore started at ${journal.startedAt} was cut short after the step "${journal.step}"; it has now been finished.`);
}

/** recoverRestore() for startServer: with the server's SQLite addon; a failure is logged, and the server starts. */
export async function recoverRestoreAtStart(dataDir: string, env: NodeJS.ProcessEnv, nativeBinding: string | undefined, log: (line: string) => void): Promise<void> {
  const open = (file: string, readonly: boolean) => new Database(file, { readonly, ...(nativeBinding ? { nativeBinding } : {}) });
  try {
    await recoverRestore({ dataDir, open, env }, log);
  } catch (error) {
    log(`A restore that was cut short could not be finished: ${error instanceof Error ? error.message : String(error)}`);
  }
}
