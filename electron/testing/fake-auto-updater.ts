/**
 * A stand-in for electron-updater's autoUpdater that emits its events in the order its source does
 * (tests/fixtures/SOURCES.md, "Electron and electron-updater"): checkForUpdates emits
 * checking-for-update, then update-not-available or update-available; with autoDownload the
 * download follows, with download-progress and then update-downloaded, or error. A failed check
 * emits error and rejects; a failed download emits error and rejects its downloadPromise.
 * quitAndInstall without a downloaded update emits error, like BaseUpdater.install.
 */
import { EventEmitter } from 'node:events';
import { gt } from 'semver';
import type { Logger, UpdateCheckResult, UpdateInfo } from 'electron-updater';
import type { AppUpdaterEvents } from 'electron-updater/out/AppUpdater.js';
import type { AutoUpdater } from '../updater.js';

/** What the feed answers to the next check. */
export type FeedAnswer = { version: string } | { error: string };

function info(version: string): UpdateInfo {
  return { version, files: [], path: '', sha512: '', releaseDate: '2026-12-01T00:00:00.000Z' };
}

export class FakeAutoUpdater {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowPrerelease = false;
  allowDowngrade = false;
  logger: Logger | null = null;
  feed: FeedAnswer;
  checks = 0;
  installs: { isSilent?: boolean; isForceRunAfter?: boolean }[] = [];
  private channelValue: string | null = null;
  private readonly events = new EventEmitter();
  private checking: Promise<UpdateCheckResult | null> | null = null;
  private download: { finish(): void; fail(message: string): void } | null = null;
  private downloaded: string | null = null;

  constructor(readonly currentVersion: string, feed: FeedAnswer) {
    this.feed = feed;
  }

  get channel(): string | null {
    return this.channelValue;
  }

  /** Like AppUpdater's setter: naming a channel also allows downgrades. */
  set channel(value: string | null) {
    this.channelValue = value;
    this.allowDowngrade = true;
  }

  on<E extends keyof AppUpdaterEvents>(event: E, listener: AppUpdaterEvents[E]): this {
    this.events.on(event, listener);
    return this;
  }

  private emit<E extends keyof AppUpdaterEvents>(event: E, ...args: Parameters<AppUpdaterEvents[E]>): void {
    this.events.emit(event, ...args);
  }

  /** A check already under way is shared, as AppUpdater.checkForUpdates does. */
  checkForUpdates(): Promise<UpdateCheckResult | null> {
    this.checking ??= this.check().finally(() => (this.checking = null));
    return this.checking;
  }

  private async check(): Promise<UpdateCheckResult | null> {
    this.checks += 1;
    this.emit('checking-for-update');
    await Promise.resolve();
    const answer = this.feed;
    if ('error' in answer) {
      const error = new Error(answer.error);
      this.emit('error', error, `Cannot check for updates: ${error.message}`);
      throw error;
    }
    const found = info(answer.version);
    if (!gt(answer.version, this.currentVersion)) {
      this.emit('update-not-available', found);
      return { isUpdateAvailable: false, updateInfo: found, versionInfo: found };
    }
    this.emit('update-available', found);
    return { isUpdateAvailable: true, updateInfo: found, versionInfo: found, downloadPromise: this.autoDownload ? this.startDownload(found) : null };
  }

  private startDownload(found: UpdateInfo): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      this.download = {
        finish: () => {
          this.downloaded = found.version;
          this.emit('update-downloaded', { ...found, downloadedFile: `/cache/hearth-${found.version}.deb` });
          resolve([`/cache/hearth-${found.version}.deb`]);
        },
        fail: (message) => {
          const error = new Error(message);
          this.emit('error', error, error.stack);
          reject(error);
        },
      };
    });
  }

  /** The download under way reports progress (0-100). */
  progress(percent: number): void {
    this.emit('download-progress', { total: 100, delta: 1, transferred: percent, percent, bytesPerSecond: 1000 });
  }

  finishDownload(): void {
    this.takeDownload().finish();
  }

  failDownload(message: string): void {
    this.takeDownload().fail(message);
  }

  private takeDownload(): { finish(): void; fail(message: string): void } {
    const download = this.download;
    if (!download) throw new Error('no download is under way');
    this.download = null;
    return download;
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    if (!this.downloaded) {
      this.emit('error', new Error("No update filepath provided, can't quit and install"));
      return;
    }
    this.installs.push({ isSilent, isForceRunAfter });
  }
}

/** The fake, typed as the part of AppUpdater the desktop updater takes (a mismatch fails typecheck). */
export function asAutoUpdater(fake: FakeAutoUpdater): AutoUpdater {
  return fake;
}
