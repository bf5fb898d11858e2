import type { MonitorState } from '../../../shared/contracts/monitoring.js';

/** What a monitor remembers between checks. */
export interface Verdict {
  state: MonitorState;
  failures: number;
  successes: number;
  /** When the current run of failures / successes began (ms), for incident times. */
  failingSince: number | null;
  passingSince: number | null;
}

export type Transition = { kind: 'down'; since: number } | { kind: 'up'; since: number } | null;

export const initialVerdict = (state: MonitorState = 'pending', failures = 0, successes = 0): Verdict => ({ state, failures, successes, failingSince: null, passingSince: null });

/**
 * Flap damping: a monitor goes down after `threshold` failed checks in a row and comes back up
 * after as many good ones, so a target that answers every other time changes nothing and alerts
 * at most once. A new monitor's first good check makes it up at once (nothing to recover from),
 * and so does the first good check after a maintenance window. After a window a monitor starts
 * with no failures counted, so it goes down (and alerts) after `threshold` failures as usual.
 */
export function judge(before: Verdict, ok: boolean, at: number, threshold: number): { verdict: Verdict; transition: Transition } {
  if (ok) {
    const successes = before.successes + 1;
    const passingSince = before.successes === 0 ? at : (before.passingSince ?? at);
    const verdict: Verdict = { state: before.state, failures: 0, successes, failingSince: null, passingSince };
    if (before.state === 'pending' || before.state === 'maintenance') return { verdict: { ...verdict, state: 'up' }, transition: null };
    if (before.state === 'down' && successes >= threshold) return { verdict: { ...verdict, state: 'up' }, transition: { kind: 'up', since: passingSince } };
    return { verdict, transition: null };
  }
  const failures = before.failures + 1;
  const failingSince = before.failures === 0 ? at : (before.failingSince ?? at);
  const verdict: Verdict = { state: before.state, failures, successes: 0, failingSince, passingSince: null };
  if (before.state !== 'down' && failures >= threshold) return { verdict: { ...verdict, state: 'down' }, transition: { kind: 'down', since: failingSince } };
  return { verdict, transition: null };
}
