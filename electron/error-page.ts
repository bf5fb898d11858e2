/**
 * The page the window shows when Hearth can't: a load that failed, a renderer that died, or a
 * database that would not open. A self-contained data: URL (no script, no network), with a Retry
 * link back to Hearth where retrying can help. Pure; main.ts loads it.
 */

export interface ErrorPage {
  title: string;
  reason: string;
  /** Extra lines: what to check, where the log is. */
  hints?: readonly string[];
  /** Hearth's own URL to try again, or null where only a restart helps. */
  retryUrl: string | null;
}

export const errorPagePrefix = 'data:text/html;charset=utf-8,';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function errorPageHtml(page: ErrorPage): string {
  const hints = (page.hints ?? []).map((hint) => `<p>${escapeHtml(hint)}</p>`).join('');
  const retry = page.retryUrl ? `<p><a class="retry" href="${escapeHtml(page.retryUrl)}">Retry</a></p>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><title>${escapeHtml(page.title)}</title><style>body{font:15px system-ui,sans-serif;margin:3em auto;max-width:38em;padding:0 1em;color:#222;background:#fafafa}@media(prefers-color-scheme:dark){body{color:#eee;background:#1e1e1e}}.retry{display:inline-block;padding:.5em 1.2em;border-radius:6px;background:#ff6a2b;color:#fff;text-decoration:none}code{word-break:break-all}</style></head><body><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.reason)}</p>${hints}${retry}</body></html>`;
}

export function errorPageUrl(page: ErrorPage): string {
  return `${errorPagePrefix}${encodeURIComponent(errorPageHtml(page))}`;
}

export function isErrorPageUrl(url: string): boolean {
  return url.startsWith('data:');
}

// Chromium's net error code for a navigation that was replaced by another one: not a failure.
const navigationAborted = -3;

/** The page for did-fail-load on the main frame, or null when nothing failed that matters. */
export function failedLoadPage(
  failure: { errorCode: number; errorDescription: string; validatedUrl: string; isMainFrame: boolean },
  retryUrl: string,
): ErrorPage | null {
  if (!failure.isMainFrame || failure.errorCode === navigationAborted || isErrorPageUrl(failure.validatedUrl)) return null;
  return {
    title: 'Hearth could not load',
    reason: `Loading ${failure.validatedUrl} failed: ${failure.errorDescription || 'unknown error'} (${failure.errorCode}).`,
    hints: ['Hearth serves this page itself, so this is usually brief; if it keeps failing, the log file has the details.'],
    retryUrl,
  };
}

const goneReasons: Readonly<Record<string, string>> = {
  crashed: 'The page crashed.',
  oom: 'The page ran out of memory.',
  killed: 'The page was stopped by another program or the system.',
  'abnormal-exit': 'The page stopped unexpectedly.',
  'launch-failed': 'The page process could not start.',
  'integrity-failure': 'The page failed a code integrity check.',
};

/** The page for render-process-gone, or null for a clean exit. */
export function renderGonePage(details: { reason: string; exitCode: number }, retryUrl: string): ErrorPage | null {
  if (details.reason === 'clean-exit') return null;
  return {
    title: 'Hearth stopped showing',
    reason: `${goneReasons[details.reason] ?? `The page stopped (${details.reason}).`} Exit code ${details.exitCode}.`,
    retryUrl,
  };
}

/** The page while the supervisor waits to start the server again (server-supervisor.ts). */
export function restartingPage(state: { reason: string; attempt: number; delayMs: number }, retryUrl: string, logFile: string): ErrorPage {
  const seconds = Math.round(state.delayMs / 1000);
  return {
    title: "Hearth's server stopped",
    reason: `Hearth's server ${state.reason}. Starting it again in ${seconds} s (try ${state.attempt}); this page goes back to Hearth by itself once it answers.`,
    hints: [`If it keeps stopping, the log has the details: ${logFile}`],
    retryUrl,
  };
}

/** A page with a line saying when Hearth tries again by itself. */
export function withNextTry(page: ErrorPage, delayMs: number): ErrorPage {
  return { ...page, hints: [...(page.hints ?? []), `Hearth tries again by itself in ${Math.round(delayMs / 1000)} s.`] };
}

export type DatabaseProblem = 'native-module' | 'data-folder' | 'other';

/** Why the database didn't open, from the server's "Hearth cannot open its database …" log line. */
export function databaseProblem(message: string): DatabaseProblem {
  if (/NODE_MODULE_VERSION|better_sqlite3\.node|ERR_DLOPEN_FAILED|invalid ELF header|was compiled against a different Node\.js version|Could not locate the bindings file|not a valid Win32 application|image not found|wrong ELF class/i.test(message)) {
    return 'native-module';
  }
  if (/EACCES|EPERM|EROFS|ENOSPC|ENOENT|EISDIR|SQLITE_CANTOPEN|SQLITE_READONLY|SQLITE_CORRUPT|SQLITE_NOTADB|SQLITE_FULL|SQLITE_IOERR|SQLITE_BUSY|SQLITE_PERM|disk I\/O error|database disk image is malformed|file is not a database|readonly database|unable to open database/i.test(message)) {
    return 'data-folder';
  }
  return 'other';
}

/** The error page when the database would not open, saying whether to reinstall or check the folder. */
export function databasePage(message: string, paths: { dataDir: string; logFile: string }): ErrorPage {
  const problem = databaseProblem(message);
  const reason =
    problem === 'native-module'
      ? "Hearth's database engine (the better-sqlite3 native module) could not be loaded: this build of Hearth does not match this computer. Reinstall Hearth from the package made for your system."
      : problem === 'data-folder'
        ? `Hearth's data folder is the problem: ${paths.dataDir} cannot be read or written, is full, or hearth.db in it is damaged. Check the folder's permissions and free space; backups/ in it holds copies of the database.`
        : 'Hearth could not open its database.';
  return {
    title: 'Hearth cannot open its database',
    reason,
    hints: [`Details: ${message}`, `The log is in ${paths.logFile}. Quit Hearth from the tray and start it again after fixing this.`],
    retryUrl: null,
  };
}
