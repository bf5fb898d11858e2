/**
 * The one IPC surface between the window and the main process: a typed channel map, argument and
 * answer checks, and the only handle/invoke helpers. main.ts and preload.ts pass Electron's
 * ipcMain/ipcRenderer in, so this module never loads Electron (sandboxed preloads can't load npm
 * packages either: keep it free of imports).
 *
 * Everything else goes over HTTP/ws, so a browser on the LAN can do all the window can.
 */

/** Channel name -> argument tuple and answer. */
export interface IpcContract {
  'hearth:open-data-folder': { args: []; result: void };
  'hearth:get-share-on-lan': { args: []; result: boolean };
  'hearth:set-share-on-lan': { args: [on: boolean]; result: boolean };
  'hearth:get-start-at-login': { args: []; result: boolean };
  'hearth:set-start-at-login': { args: [on: boolean]; result: boolean };
  'hearth:set-session': { args: [token: string | null]; result: void };
  'hearth:first-screen': { args: []; result: void };
}

export type IpcChannel = keyof IpcContract;
export type IpcArgs<C extends IpcChannel> = IpcContract[C]['args'];
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result'];

/** What the preload exposes to the page as `window.hearthDesktop` (absent in a LAN browser). */
export interface DesktopApi {
  readonly platform: string;
  readonly appVersion: string;
  /** The OS's language as one of Hearth's (desktop-language.ts): the window's default language. */
  readonly systemLanguage: string;
  openDataFolder(): Promise<void>;
  getShareOnLan(): Promise<boolean>;
  /** Restarts the server on the new interface; answers the setting now in force. */
  setShareOnLan(on: boolean): Promise<boolean>;
  getStartAtLogin(): Promise<boolean>;
  /** Turns "start Hearth when I sign in" on or off; answers the state now in force. */
  setStartAtLogin(on: boolean): Promise<boolean>;
  /** Tells the tray whose devices and cameras to list (null on sign-out). */
  setSession(token: string | null): Promise<void>;
  /** The page has painted its first screen: the window, hidden until now, shows. */
  firstScreenShown(): Promise<void>;
}

export const desktopApiKey = 'hearthDesktop';

type Validators = {
  [C in IpcChannel]: {
    args(raw: readonly unknown[]): IpcArgs<C> | null;
    result(value: unknown): value is IpcResult<C>;
  };
};

const noArgs = (raw: readonly unknown[]): [] | null => (raw.length === 0 ? [] : null);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
// Session tokens are short printable strings; anything else is refused before main keeps it.
const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 512 && /^[\x21-\x7e]+$/.test(value);

// Renderer input is untrusted: every channel checks its arguments, and every answer is checked
// before the page sees it.
const validators: Validators = {
  'hearth:open-data-folder': { args: noArgs, result: (value): value is void => value === undefined },
  'hearth:get-share-on-lan': { args: noArgs, result: isBoolean },
  'hearth:set-share-on-lan': {
    args: (raw) => (raw.length === 1 && isBoolean(raw[0]) ? [raw[0]] : null),
    result: isBoolean,
  },
  'hearth:get-start-at-login': { args: noArgs, result: isBoolean },
  'hearth:set-start-at-login': {
    args: (raw) => (raw.length === 1 && isBoolean(raw[0]) ? [raw[0]] : null),
    result: isBoolean,
  },
  'hearth:set-session': {
    args: (raw) => (raw.length === 1 && (raw[0] === null || isToken(raw[0])) ? [raw[0]] : null),
    result: (value): value is void => value === undefined,
  },
  'hearth:first-screen': { args: noArgs, result: (value): value is void => value === undefined },
};

/** The slice of Electron's IpcMainInvokeEvent the checks need. */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

/** The slice of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

/** The slice of Electron's ipcRenderer used here. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

/**
 * Registers the handler for one channel. Calls from frames that aren't Hearth's own page, or with
 * arguments that don't match the contract, are refused before the handler runs.
 */
export function handle<C extends IpcChannel>(
  ipcMain: IpcMainLike,
  channel: C,
  isTrustedSender: (url: string) => boolean,
  handler: (...args: IpcArgs<C>) => IpcResult<C> | Promise<IpcResult<C>>,
): void {
  const check = validators[channel];
  ipcMain.handle(channel, async (event, ...raw) => {
    const senderUrl = event.senderFrame?.url;
    if (!senderUrl || !isTrustedSender(senderUrl)) throw new Error(`${channel}: refused, the caller is not Hearth`);
    const args = check.args(raw);
    if (!args) throw new Error(`${channel}: invalid arguments`);
    return handler(...args);
  });
}

/** Calls a channel from the preload and checks the answer's type. */
export async function invoke<C extends IpcChannel>(
  ipcRenderer: IpcRendererLike,
  channel: C,
  ...args: IpcArgs<C>
): Promise<IpcResult<C>> {
  const answer = await ipcRenderer.invoke(channel, ...args);
  if (!validators[channel].result(answer)) throw new Error(`${channel}: unexpected answer`);
  return answer;
}

/** The object the preload exposes; only functions and plain values cross the context bridge. */
export function createDesktopApi(ipcRenderer: IpcRendererLike, info: { platform: string; appVersion: string; systemLanguage: string }): DesktopApi {
  return Object.freeze({
    platform: info.platform,
    appVersion: info.appVersion,
    systemLanguage: info.systemLanguage,
    openDataFolder: () => invoke(ipcRenderer, 'hearth:open-data-folder'),
    getShareOnLan: () => invoke(ipcRenderer, 'hearth:get-share-on-lan'),
    setShareOnLan: (on: boolean) => invoke(ipcRenderer, 'hearth:set-share-on-lan', on),
    getStartAtLogin: () => invoke(ipcRenderer, 'hearth:get-start-at-login'),
    setStartAtLogin: (on: boolean) => invoke(ipcRenderer, 'hearth:set-start-at-login', on),
    setSession: (token: string | null) => invoke(ipcRenderer, 'hearth:set-session', token),
    firstScreenShown: () => invoke(ipcRenderer, 'hearth:first-screen'),
  });
}

// A sandboxed preload can't ask `app` for the version, so main passes it as a command-line switch
// (webPreferences.additionalArguments) and the preload reads it from process.argv.
const appVersionSwitch = '--hearth-app-version=';

export function appVersionArgument(version: string): string {
  return `${appVersionSwitch}${version}`;
}

export function appVersionFromArgv(argv: readonly string[]): string {
  const found = argv.find((arg) => arg.startsWith(appVersionSwitch));
  return found ? found.slice(appVersionSwitch.length) : 'unknown';
}

// The OS language travels the same way: main asks Electron's `app` and passes the result as a switch.
const systemLanguageSwitch = '--hearth-system-language=';

export function systemLanguageArgument(language: string): string {
  return `${systemLanguageSwitch}${language}`;
}

/** A language tag or '' (the page then goes by navigator.languages): nothing else reaches the page. */
export function systemLanguageFromArgv(argv: readonly string[]): string {
  const found = argv.find((arg) => arg.startsWith(systemLanguageSwitch))?.slice(systemLanguageSwitch.length) ?? '';
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(found) ? found : '';
}
