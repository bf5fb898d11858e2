import { describe, expect, it } from 'vitest';
import { initialVerdict, judge, type Transition, type Verdict } from './state-machine.js';

/** Feeds results (true = a good check) one a minute and collects the transitions. */
function feed(results: boolean[], threshold: number, start: Verdict = initialVerdict()): { verdict: Verdict; transitions: NonNullable<Transition>[] } {
  let verdict = start;
  const transitions: NonNullable<Transition>[] = [];
  results.forEach((ok, i) => {
    const next = judge(verdict, ok, i * 60_000, threshold);
    verdict = next.verdict;
    if (next.transition) transitions.push(next.transition);
  });
  return { verdict, transitions };
}

describe('flap damping', () => {
  it('makes a new monitor up at its first good check, without a transition', () => {
    expect(feed([true], 3)).toEqual({ verdict: expect.objectContaining({ state: 'up' }) as Verdict, transitions: [] });
  });

  it('goes down only after N failures in a row, dated from the first of them', () => {
    const { verdict, transitions } = feed([true, false, false, true, false, false, false], 3);
    expect(verdict.state).toBe('down');
    expect(transitions).toEqual([{ kind: 'down', since: 4 * 60_000 }]);
  });

  it('alerts a flapping target once: down after N failures, no more while it flaps, up after N good checks', () => {
    const flapping = [true, false, true, false, true, false, false, true, false, true, false, true, false, true, false];
    const { verdict, transitions } = feed(flapping, 2);
    expect(transitions.map((t) => t.kind)).toEqual(['down']);
    expect(verdict.state).toBe('down');
    const recovered = feed([true, true], 2, verdict);
    expect(recovered.transitions).toEqual([{ kind: 'up', since: 0 }]);
  });

  it('never changes state for a target that answers every other time from up', () => {
    expect(feed([true, false, true, false, true, false, true, false], 2).transitions).toEqual([]);
  });

  it('with a threshold of 1 follows every change', () => {
    expect(feed([true, false, true, false], 1).transitions.map((t) => t.kind)).toEqual(['down', 'up', 'down']);
  });

  it('after a maintenance window: up at the first good check without an alert, down with one after the threshold', () => {
    expect(feed([true], 2, initialVerdict('maintenance'))).toEqual({ verdict: expect.objectContaining({ state: 'up' }) as Verdict, transitions: [] });
    expect(feed([false, false], 2, initialVerdict('maintenance')).transitions).toEqual([{ kind: 'down', since: 0 }]);
  });
});
