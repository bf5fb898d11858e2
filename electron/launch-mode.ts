/** What this launch of the app is for, from its command line (pure). */
import { startedHidden } from './autostart.js';
import { selfTestFlag } from './self-test.js';

export const unsealKeyFlag = '--unseal-key';

export type LaunchMode = { kind: 'self-test' } | { kind: 'unseal-key' } | { kind: 'app'; hidden: boolean };

export function launchMode(argv: readonly string[]): LaunchMode {
  if (argv.includes(selfTestFlag)) return { kind: 'self-test' };
  if (argv.includes(unsealKeyFlag)) return { kind: 'unseal-key' };
  return { kind: 'app', hidden: startedHidden(argv) };
}
