import type { AppContext } from '../../context.js';
import { deleteExpiredSessions } from './sessions.repo.js';

/** How often expired sessions are removed; they are already refused, this only keeps the table small. */
export const sessionPurgeIntervalMs = 60 * 60 * 1000;

/**
 * Removes expired sessions (and closes their sockets) every `intervalMs` (the first run one interval after start, so start
 * stays fast). The timer never keeps the process alive and stops when the server closes.
 */
export function startSessionPurge(ctx: Pick<AppContext, 'db' | 'log' | 'onClose' | 'hub'>, intervalMs = sessionPurgeIntervalMs): void {
  const timer = setInterval(() => {
    try {
      const removed = deleteExpiredSessions(ctx.db, new Date().toISOString());
      if (removed > 0) ctx.log(`Removed ${removed} expired sign-in session${removed === 1 ? '' : 's'}.`);
      // Sockets outlive nothing: one opened by a session that has since expired closes too.
      ctx.hub.closeEndedSessions();
    } catch (error) {
      ctx.log(`Removing expired sessions failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, intervalMs);
  timer.unref();
  ctx.onClose(() => clearInterval(timer));
}
