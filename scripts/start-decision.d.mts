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
