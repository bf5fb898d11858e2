import type { TestNamespace } from '../helpers/netns.js';

/** Where the global setup leaves the browser tests' network namespace for the workers. */
export const namespaceEnv = 'HEARTH_E2E_NAMESPACE';

/** The namespace the global setup made (it also removes it), or why there is none. */
export function e2eNamespace(): Omit<TestNamespace, 'remove'> | string {
  const value = process.env[namespaceEnv];
  if (!value) return 'the global setup made no network namespace';
  const parsed = JSON.parse(value) as Omit<TestNamespace, 'remove'> | { unavailable: string };
  return 'unavailable' in parsed ? parsed.unavailable : parsed;
}
