// A test that needs something this machine may lack (Electron's Node, network namespaces, a
// service from apt) skips with the reason on a developer's machine, but fails under CI=true:
// CI installs everything, so a missing part there is a broken setup, never a quiet skip.
import { describe, it } from 'vitest';
import { onCi } from './on-ci.js';

export { onCi };

/**
 * True when the tests needing `what` should be skipped (pass it to describe.skipIf). Under CI a
 * missing prerequisite registers a failing test that names it, and the rest is skipped.
 */
export function missing(what: string, reason: string | null): boolean {
  if (reason === null) return false;
  if (onCi) {
    describe(`prerequisite: ${what}`, () => {
      it('is present on CI', () => {
        throw new Error(`${what} is missing on CI: ${reason}`);
      });
    });
  } else {
    console.warn(`Skipping the tests that need ${what}: ${reason}`);
  }
  return true;
}
