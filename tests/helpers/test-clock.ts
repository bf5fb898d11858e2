import type { Clock } from '../../server/features/monitoring/scheduler.js';

/** Time that moves only when the test says; due timers fire in order on the way. */
export class TestClock implements Clock {
  time = Date.now();
  private timers: { at: number; run: () => void }[] = [];
  now = () => this.time;
  setTimer = (run: () => void, ms: number) => {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return timer;
  };
  clearTimer = (timer: unknown) => {
    this.timers = this.timers.filter((t) => t !== timer);
  };
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.run();
    }
    this.time = end;
  }
}
