import { createRequire } from 'node:module';
import type SemverModule from 'semver';

let loaded: typeof SemverModule | null = null;

/**
 * semver, read on first use: its ~50 files cost a start-up (about 15 ms on one small core) that
 * only integration installs and catalogue checks need. Synchronous, for the checks that are.
 */
export function semver(): typeof SemverModule {
  loaded ??= createRequire(import.meta.url)('semver') as typeof SemverModule;
  return loaded;
}
