// Types for start-decision.mjs (plain JS so `npm start` can run it before anything is built).

export declare const buildInputDirs: readonly string[];
export declare const buildInputFiles: readonly string[];
export declare const buildOutputs: readonly string[];

export declare function isBuildInput(file: string): boolean;
export declare function needsBuild(newestInputMs: number, outputMtimesMs: ReadonlyArray<number | null>): boolean;

export type LaunchDecision = { mode: 'electron' } | { mode: 'install-electron' } | { mode: 'headless'; reason: string };

export interface LaunchFacts {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  isRoot: boolean;
  hasElectronBinary: boolean;
  /** Why the one download attempt failed; null if not tried yet. */
  installFailure: string | null;
}

export declare function launchDecision(facts: LaunchFacts): LaunchDecision;
export declare function headlessNotice(reason: string): string;
export declare function installFailureReason(result: { status: number | null; timedOut: boolean; stderr: string }): string;
export declare const installRetryAfterMs: number;
export declare function rememberedInstallFailure(record: unknown, current: { electronVersion: string; nowMs: number }): string | null;
export declare function shouldFallBackAfterElectronExit(exit: { code: number | null; signal: string | null; uptimeMs: number }): boolean;

export declare const sqliteAddonPath: string;
export declare const electronHeadersUrl: string;
export declare const sqliteRebuildTimeoutMs: number;
export declare function electronSqliteDir(target: { sqliteVersion: string; electronVersion: string; platform: string; arch: string }): string;
export declare function copiedForSqliteRebuild(relative: string): boolean;

export type SqliteDecision = { mode: 'ready' } | { mode: 'rebuild' } | { mode: 'headless'; reason: string };

export declare function sqliteDecision(facts: {
  hasAddon: boolean;
  electronVersion: string;
  /** Why the last build failed, while that still counts; null otherwise. */
  failure: string | null;
}): SqliteDecision;
export declare function sqliteRebuildFailedReason(electronVersion: string, failure: string): string;
export declare function nodeGypCandidates(facts: {
  projectNodeGyp: string | null;
  env: Record<string, string | undefined>;
  execPath: string;
  platform: string;
}): string[];
export declare function nodeGypArgs(target: { electronVersion: string; distUrl?: string }): string[];
export declare function sqliteRebuildEnv(env: Record<string, string | undefined>): Record<string, string | undefined>;
export declare function sqliteRebuildFailureReason(result: { status: number | null; timedOut: boolean; stderr: string }): string;
