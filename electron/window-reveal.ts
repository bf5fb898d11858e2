/**
 * When the hidden main window shows itself. Electron's 'ready-to-show' comes with the page's
 * first paint, which for Hearth is an empty frame before its scripts run; the page says when its
 * first real screen (the sign-in form, or the dashboard with its answers) is painted, and the
 * window shows then. Pages that never say so (an error page, a server from an older version)
 * still show, a short while after 'ready-to-show'.
 */
export interface RevealDeps {
  show(): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface WindowRevealer {
  /** Electron's 'ready-to-show': the page has painted something, perhaps still nothing. */
  readyToShow(): void;
  /** The page painted its first screen (IPC from the renderer). */
  firstScreen(): void;
  /** The window goes away before it showed: no timer is left behind. */
  cancel(): void;
}

/** How long after 'ready-to-show' the window shows even when the page has not said it is ready. */
export const revealFallbackMs = 600;

export function windowRevealer(deps: RevealDeps, fallbackMs = revealFallbackMs): WindowRevealer {
  let done = false;
  let timer: unknown = null;
  const stopTimer = (): void => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };
  const reveal = (): void => {
    if (done) return;
    done = true;
    stopTimer();
    deps.show();
  };
  return {
    readyToShow() {
      if (done || timer !== null) return;
      timer = deps.setTimer(reveal, fallbackMs);
    },
    firstScreen: reveal,
    cancel() {
      done = true;
      stopTimer();
    },
  };
}
