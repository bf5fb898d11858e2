/**
 * What the user can do from the tray and the window's IPC: share on the LAN, start at sign-in,
 * open the data folder or the log, wake a device, preview a camera. Each reads and changes the
 * one DesktopState; the tray is redrawn after every change.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { Notification, app, dialog, screen, shell } from 'electron';
import { fetchPreviewTargets, fetchWakeTargets, wakeDevice } from './account-api.js';
import { createAccountMenus, type AccountMenus } from './account-menus.js';
import type { DesktopState } from './desktop-state.js';
import { firewallCheckApplies, firewallQuery, firewallVerdict, parseFirewallState } from './firewall.js';
import { httpsPortOf, lanUrls } from './lan.js';
import { lanChoiceDialog, sharesOnLan, shouldAskLanChoice } from './lan-choice.js';
import type { DesktopLog } from './log-file.js';
import type { ServerHosting } from './server-hosting.js';
import { StoppedError, localOrigin } from './server-host.js';
import type { TrayAction, TrayPick } from './tray-menu.js';
import { trayTooltip } from './tray-menu.js';
import type { PreviewTarget, WakeTarget } from './tray-submenus.js';
import { openPreviewWindow, revealWindow } from './window.js';

export interface DesktopActions {
  readonly accountMenus: AccountMenus;
  refreshTray: () => void;
  showWindow: () => void;
  setShareOnLan: (on: boolean) => Promise<boolean>;
  setStartAtLogin: (on: boolean) => Promise<boolean>;
  openDataFolder: () => Promise<void>;
  openLog: () => Promise<void>;
  /** Asks once, on the first start, whether to share on the LAN (the window is loopback-only until then). */
  askLanChoice: () => Promise<void>;
  /** Windows: whether the firewall lets other devices reach Hearth while it shares; says what to change. */
  checkFirewall: () => Promise<void>;
  onTrayAction: (action: TrayAction) => void;
  onTrayPick: (pick: TrayPick) => void;
  /** A dialog and a log line for something that failed. */
  fail: (title: string, error: unknown) => void;
}

export interface ActionDeps {
  state: DesktopState;
  hosting: ServerHosting;
  log: DesktopLog;
  dataDir: string;
  /** Loads a page of Hearth in the window. */
  load(url: string): void;
  preloadPath: string;
  platform: NodeJS.Platform;
}

export function createDesktopActions(deps: ActionDeps): DesktopActions {
  const { state, hosting, log } = deps;
  const notSignedIn = (): Promise<never> => Promise.reject(new Error('Hearth is not running'));

  const fail = (title: string, error: unknown): void => {
    log.report(title, error);
    dialog.showErrorBox(title, error instanceof Error ? error.message : String(error));
  };

  const refreshTray = (): void => {
    const running = hosting.server.current();
    if (!state.tray || !running) return;
    const sharing = state.shareOnLan();
    // HTTPS and mDNS follow sharing inside the server (startServer): the tray lists what runs.
    const urls = sharing ? lanUrls(os.networkInterfaces(), running.port, httpsPortOf(running.httpsUrl)) : [];
    const tooltip = trayTooltip({ localUrl: localOrigin(running.port), shareOnLan: sharing, lanUrls: urls });
    state.tray.update(
      { shareOnLan: sharing, startAtLogin: state.startAtLogin, windowVisible: state.window?.isVisible() ?? false, lanUrls: urls, ...accountMenus.state(), ...(state.updater ? { update: state.updater.trayState() } : {}) },
      tooltip,
    );
  };

  const accountMenus = createAccountMenus({
    wake: (token) => {
      const origin = hosting.origin();
      return origin ? fetchWakeTargets(origin, token) : notSignedIn();
    },
    preview: (token) => {
      const origin = hosting.origin();
      return origin ? fetchPreviewTargets(origin, token) : notSignedIn();
    },
    changed: () => refreshTray(),
  });

  const showWindow = (): void => {
    if (state.window) revealWindow(state.window);
  };

  const openPath = async (target: string, what: string): Promise<void> => {
    const problem = await shell.openPath(target);
    if (problem) log.report(`Could not open ${what}: ${problem}`);
  };

  const checkFirewall = async (): Promise<void> => {
    if (!firewallCheckApplies(deps.platform, state.shareOnLan())) return;
    const answer = await new Promise<string>((resolve) => {
      execFile('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', firewallQuery(app.getPath('exe'))], { timeout: 15_000, windowsHide: true }, (error, stdout) => resolve(error ? '' : stdout));
    });
    const found = parseFirewallState(answer);
    if (!found) return log.record('Could not read the Windows Firewall rules for Hearth (PowerShell did not answer).');
    const verdict = firewallVerdict(found);
    if (verdict.ok) return;
    log.record(verdict.message);
    if (!state.quitting) await dialog.showMessageBox({ type: 'warning', title: 'Hearth', message: 'Other devices cannot reach Hearth', detail: verdict.message, buttons: ['OK'] });
  };

  const setShareOnLan = async (on: boolean): Promise<boolean> => {
    const { settings } = state;
    const previous = state.shareOnLan();
    if (!settings) return previous;
    if (on === previous) {
      await settings.update({ lanChoiceMade: true });
      return previous;
    }
    await settings.update({ shareOnLan: on, lanChoiceMade: true });
    try {
      const outcome = await hosting.server.switchHost(on, previous);
      if (outcome.reloadUrl) deps.load(outcome.reloadUrl);
      if (!outcome.switched) {
        await settings.update({ shareOnLan: previous });
        fail('Hearth could not change LAN sharing', outcome.error);
      }
    } catch (error) {
      if (error instanceof StoppedError) return state.shareOnLan();
      fail('Hearth stopped: its server could not restart', error);
      app.quit();
    }
    refreshTray();
    if (state.shareOnLan()) void checkFirewall().catch((error: unknown) => log.report('Could not check Windows Firewall:', error));
    return state.shareOnLan();
  };

  /** Turns starting at sign-in on or off; answers the state now in force. */
  const setStartAtLogin = async (on: boolean): Promise<boolean> => {
    if (!state.autostart) return state.startAtLogin;
    try {
      await state.autostart.set(on);
      await state.settings?.update({ startAtLogin: on });
    } catch (error) {
      fail('Hearth could not change starting at sign-in', error);
    }
    state.startAtLogin = await state.autostart.isOn().catch(() => on);
    refreshTray();
    return state.startAtLogin;
  };

  const askLanChoice = async (): Promise<void> => {
    if (!state.settings || !shouldAskLanChoice(state.settings.get())) return;
    const options = lanChoiceDialog(deps.platform);
    const { response, checkboxChecked } = state.window ? await dialog.showMessageBox(state.window, options) : await dialog.showMessageBox(options);
    if (state.quitting) return;
    await setShareOnLan(sharesOnLan(response));
    if (checkboxChecked) await setStartAtLogin(true);
  };

  const wake = async (device: WakeTarget): Promise<void> => {
    const origin = hosting.origin();
    const token = accountMenus.token();
    if (!origin || !token) return;
    const outcome = await wakeDevice(origin, token, device.id);
    if (Notification.isSupported()) new Notification({ title: `${outcome.title}: ${device.name}`, body: outcome.body }).show();
  };

  const openPreview = (camera: PreviewTarget): void => {
    const origin = hosting.origin();
    if (!origin) return;
    const { workArea } = screen.getDisplayNearestPoint(screen.getCursorScreenPoint());
    openPreviewWindow(origin, camera, { workArea, preloadPath: deps.preloadPath }, (text, error) => log.report(text, error));
  };

  const onTrayAction = (action: TrayAction): void => {
    const failWith = (title: string) => (error: unknown) => fail(title, error);
    switch (action) {
      case 'open':
        return showWindow();
      case 'hide':
        return state.window?.hide();
      case 'toggle-share-on-lan':
        return void setShareOnLan(!state.shareOnLan()).catch(failWith('Hearth could not change LAN sharing'));
      case 'toggle-start-at-login':
        return void setStartAtLogin(!state.startAtLogin).catch(failWith('Hearth could not change starting at sign-in'));
      case 'open-data-folder':
        return void openPath(deps.dataDir, 'the data folder').catch(failWith('Hearth could not open its data folder'));
      case 'open-log':
        return void openPath(log.path, 'the log').catch(failWith('Hearth could not open its log'));
      case 'toggle-check-for-updates':
        return void state.updater?.setAutomatic(!(state.settings?.get().checkForUpdates ?? true)).catch(failWith('Hearth could not change update checks'));
      case 'restart-to-update':
        return void state.updater?.restartToUpdate();
      case 'quit':
        return app.quit();
    }
  };

  const onTrayPick = (pick: TrayPick): void => {
    if (pick.menu === 'wake') return void wake(pick.target).catch((error: unknown) => log.report('Wake failed:', error));
    openPreview(pick.target);
  };

  return {
    accountMenus,
    refreshTray,
    showWindow,
    setShareOnLan,
    setStartAtLogin,
    openDataFolder: () => openPath(deps.dataDir, 'the data folder'),
    openLog: () => openPath(log.path, 'the log'),
    askLanChoice,
    checkFirewall,
    onTrayAction,
    onTrayPick,
    fail,
  };
}
