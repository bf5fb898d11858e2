import { useSyncExternalStore } from 'react';
import { untilNextMinute } from './kinds/clock.js';

/**
 * Wakes at each new minute while the tab is shown; while it is hidden no timer runs, and showing
 * it again reads the time at once.
 */
function subscribe(onChange: () => void): () => void {
  let timer: number | undefined;
  const stop = () => window.clearTimeout(timer);
  const schedule = () => {
    stop();
    if (document.visibilityState === 'hidden') return;
    timer = window.setTimeout(() => {
      onChange();
      schedule();
    }, untilNextMinute(new Date()));
  };
  const onVisibility = () => {
    onChange();
    schedule();
  };
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

const currentMinute = () => Math.floor(Date.now() / 60_000);

/** The current minute (minutes since 1970), for faces that show hours and minutes. */
export function useMinute(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
