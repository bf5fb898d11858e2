import { describe, expect, it } from 'vitest';
import { revealFallbackMs, windowRevealer, type RevealDeps } from './window-reveal.js';

function harness() {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  let shows = 0;
  const deps: RevealDeps = {
    show: () => void (shows += 1),
    setTimer: (callback, ms) => {
      const id = next++;
      timers.set(id, { callback, ms });
      return id;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
  };
  const fire = () => [...timers.entries()].forEach(([id, timer]) => (timers.delete(id), timer.callback()));
  return { deps, timers, fire, shows: () => shows };
}

describe('windowRevealer', () => {
  it('shows the window when the page says its first screen is painted, not at the empty first paint', () => {
    const h = harness();
    const revealer = windowRevealer(h.deps);
    revealer.readyToShow();
    expect(h.shows()).toBe(0);
    revealer.firstScreen();
    expect(h.shows()).toBe(1);
    expect(h.timers.size).toBe(0);
  });

  it('shows it after the fallback when the page never says so (an error page)', () => {
    const h = harness();
    const revealer = windowRevealer(h.deps);
    revealer.readyToShow();
    expect([...h.timers.values()].map((timer) => timer.ms)).toEqual([revealFallbackMs]);
    h.fire();
    expect(h.shows()).toBe(1);
  });

  it('shows once, whatever comes after: reloads, a second signal, the fallback', () => {
    const h = harness();
    const revealer = windowRevealer(h.deps);
    revealer.firstScreen();
    revealer.readyToShow();
    revealer.firstScreen();
    h.fire();
    expect(h.shows()).toBe(1);
    expect(h.timers.size).toBe(0);
  });

  it('arms one fallback however many times the page paints first', () => {
    const h = harness();
    const revealer = windowRevealer(h.deps);
    revealer.readyToShow();
    revealer.readyToShow();
    expect(h.timers.size).toBe(1);
  });

  it('leaves no timer and never shows once cancelled', () => {
    const h = harness();
    const revealer = windowRevealer(h.deps);
    revealer.readyToShow();
    revealer.cancel();
    expect(h.timers.size).toBe(0);
    revealer.firstScreen();
    expect(h.shows()).toBe(0);
  });
});
