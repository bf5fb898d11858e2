import { describe, expect, it } from 'vitest';
import { databasePage, databaseProblem, errorPageHtml, errorPageUrl, failedLoadPage, renderGonePage, restartingPage } from './error-page.js';

const retryUrl = 'http://127.0.0.1:7420/';

describe('error pages', () => {
  it('shows the reason and a Retry link back to Hearth, escaped and without scripts', () => {
    const html = errorPageHtml({ title: 'Oops <b>', reason: 'a & b', retryUrl });
    expect(html).toContain('<h1>Oops &#60;b&#62;</h1>');
    expect(html).toContain('a &#38; b');
    expect(html).toContain(`<a class="retry" href="${retryUrl}">Retry</a>`);
    expect(html).toContain("default-src 'none'");
    expect(html).not.toContain('<script');
  });

  it('is a data: URL the window can load without the server', () => {
    const url = errorPageUrl({ title: 'T', reason: 'R', retryUrl: null });
    expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).not.toContain('Retry');
  });
});

describe('failedLoadPage', () => {
  const failure = { errorCode: -102, errorDescription: 'ERR_CONNECTION_REFUSED', validatedUrl: retryUrl, isMainFrame: true };

  it('explains a failed main-frame load, with Retry', () => {
    expect(failedLoadPage(failure, retryUrl)).toMatchObject({
      title: 'Hearth could not load',
      reason: `Loading ${retryUrl} failed: ERR_CONNECTION_REFUSED (-102).`,
      retryUrl,
    });
  });

  it('ignores sub-frames, replaced navigations and the error page itself', () => {
    expect(failedLoadPage({ ...failure, isMainFrame: false }, retryUrl)).toBeNull();
    expect(failedLoadPage({ ...failure, errorCode: -3 }, retryUrl)).toBeNull();
    expect(failedLoadPage({ ...failure, validatedUrl: 'data:text/html,x' }, retryUrl)).toBeNull();
  });
});

describe('renderGonePage', () => {
  it('says why the page went away, with Retry', () => {
    expect(renderGonePage({ reason: 'oom', exitCode: 5 }, retryUrl)).toMatchObject({
      reason: 'The page ran out of memory. Exit code 5.',
      retryUrl,
    });
    expect(renderGonePage({ reason: 'memory-eviction', exitCode: 0 }, retryUrl)?.reason).toContain('memory-eviction');
  });

  it('stays quiet on a clean exit', () => {
    expect(renderGonePage({ reason: 'clean-exit', exitCode: 0 }, retryUrl)).toBeNull();
  });
});

describe('databaseProblem', () => {
  it('blames the native module when better-sqlite3 did not load', () => {
    expect(
      databaseProblem(
        "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115.",
      ),
    ).toBe('native-module');
    expect(databaseProblem('Error: \\\\?\\C:\\Hearth\\better_sqlite3.node is not a valid Win32 application.')).toBe('native-module');
  });

  it('blames the data folder when the file or folder is the problem', () => {
    expect(databaseProblem("EACCES: permission denied, mkdir '/home/a/.config/Hearth'")).toBe('data-folder');
    expect(databaseProblem('SQLITE_CANTOPEN: unable to open database file')).toBe('data-folder');
    expect(databaseProblem('file is not a database')).toBe('data-folder');
  });

  it('says so when it cannot tell', () => {
    expect(databaseProblem('migration 0007 failed')).toBe('other');
  });

  it('tells the user what to do in each case, without a Retry that cannot help', () => {
    const paths = { dataDir: '/d', logFile: '/d/hearth.log' };
    expect(databasePage('NODE_MODULE_VERSION 115', paths).reason).toContain('native module');
    expect(databasePage('SQLITE_READONLY', paths).reason).toContain("data folder is the problem: /d");
    expect(databasePage('x', paths)).toMatchObject({ retryUrl: null, hints: ['Details: x', expect.stringContaining('/d/hearth.log')] });
  });
});

describe('restartingPage', () => {
  it('says what stopped, when the next try is and where the log is, with a Retry back to Hearth', () => {
    const page = restartingPage({ reason: 'stopped serving (its listening socket closed)', attempt: 2, delayMs: 2000 }, 'http://127.0.0.1:7420/', '/home/me/.config/Hearth/hearth.log');
    expect(page.title).toBe("Hearth's server stopped");
    expect(page.reason).toBe("Hearth's server stopped serving (its listening socket closed). Starting it again in 2 s (try 2); this page goes back to Hearth by itself once it answers.");
    expect(page.hints).toEqual(['If it keeps stopping, the log has the details: /home/me/.config/Hearth/hearth.log']);
    expect(page.retryUrl).toBe('http://127.0.0.1:7420/');
  });
});
