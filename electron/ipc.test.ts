import { describe, expect, it } from 'vitest';
import type { InvokeEventLike, IpcMainLike, IpcRendererLike } from './ipc.js';
import { appVersionArgument, appVersionFromArgv, createDesktopApi, handle, invoke, systemLanguageArgument, systemLanguageFromArgv } from './ipc.js';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** An in-memory ipcMain/ipcRenderer pair; `senderUrl` plays the page that calls. */
function fakeIpc(senderUrl: string | null) {
  const listeners = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      listeners.set(channel, listener);
    },
  };
  const ipcRenderer: IpcRendererLike = {
    invoke: (channel, ...args) => {
      const listener = listeners.get(channel);
      if (!listener) return Promise.reject(new Error(`No handler for ${channel}`));
      // Like Electron, a throwing handler becomes a rejected invoke.
      return Promise.resolve().then(() => listener({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args));
    },
  };
  return { ipcMain, ipcRenderer, listeners };
}

const appOrigin = 'http://127.0.0.1:7420';
const trusted = (url: string) => url.startsWith(`${appOrigin}/`);

describe('handle + invoke', () => {
  it('round-trips typed arguments and answers', async () => {
    const { ipcMain, ipcRenderer } = fakeIpc(`${appOrigin}/settings`);
    let shareOnLan = true;
    handle(ipcMain, 'hearth:set-share-on-lan', trusted, (on) => {
      shareOnLan = on;
      return shareOnLan;
    });
    await expect(invoke(ipcRenderer, 'hearth:set-share-on-lan', false)).resolves.toBe(false);
    expect(shareOnLan).toBe(false);
  });

  it('refuses calls from pages that are not Hearth', async () => {
    const { ipcMain, ipcRenderer } = fakeIpc('https://evil.example/');
    let called = false;
    handle(ipcMain, 'hearth:open-data-folder', trusted, () => {
      called = true;
    });
    await expect(invoke(ipcRenderer, 'hearth:open-data-folder')).rejects.toThrow('refused');
    expect(called).toBe(false);
  });

  it('refuses calls without a sender frame', async () => {
    const { ipcMain, ipcRenderer } = fakeIpc(null);
    handle(ipcMain, 'hearth:get-share-on-lan', trusted, () => true);
    await expect(invoke(ipcRenderer, 'hearth:get-share-on-lan')).rejects.toThrow('refused');
  });

  it('refuses arguments that do not match the contract', async () => {
    const { ipcMain, listeners } = fakeIpc(`${appOrigin}/`);
    handle(ipcMain, 'hearth:set-share-on-lan', trusted, (on) => on);
    const listener = listeners.get('hearth:set-share-on-lan');
    const event = { senderFrame: { url: `${appOrigin}/` } };
    await expect(Promise.resolve(listener?.(event, 'yes'))).rejects.toThrow('invalid arguments');
    await expect(Promise.resolve(listener?.(event))).rejects.toThrow('invalid arguments');
    await expect(Promise.resolve(listener?.(event, true, 'extra'))).rejects.toThrow('invalid arguments');
  });

  it('rejects an answer of the wrong type', async () => {
    const ipcRenderer: IpcRendererLike = { invoke: () => Promise.resolve('true') };
    await expect(invoke(ipcRenderer, 'hearth:get-share-on-lan')).rejects.toThrow('unexpected answer');
  });
});

describe('createDesktopApi', () => {
  it('exposes platform, version and the three desktop calls', async () => {
    const { ipcMain, ipcRenderer } = fakeIpc(`${appOrigin}/`);
    let shareOnLan = true;
    let opened = 0;
    handle(ipcMain, 'hearth:open-data-folder', trusted, () => {
      opened += 1;
    });
    handle(ipcMain, 'hearth:get-share-on-lan', trusted, () => shareOnLan);
    handle(ipcMain, 'hearth:set-share-on-lan', trusted, (on) => (shareOnLan = on));

    const api = createDesktopApi(ipcRenderer, { platform: 'linux', appVersion: '0.1.0', systemLanguage: 'de' });

    expect(api.platform).toBe('linux');
    expect(api.appVersion).toBe('0.1.0');
    expect(api.systemLanguage).toBe('de');
    await expect(api.getShareOnLan()).resolves.toBe(true);
    await expect(api.setShareOnLan(false)).resolves.toBe(false);
    await expect(api.getShareOnLan()).resolves.toBe(false);
    await expect(api.openDataFolder()).resolves.toBeUndefined();
    expect(opened).toBe(1);
    expect(Object.isFrozen(api)).toBe(true);
  });
});

describe('app version switch', () => {
  it('passes the version from main to the preload through argv', () => {
    const argv = ['/opt/Hearth/hearth', '--type=renderer', appVersionArgument('1.2.3')];
    expect(appVersionFromArgv(argv)).toBe('1.2.3');
  });

  it('answers "unknown" when the switch is missing', () => {
    expect(appVersionFromArgv(['/opt/Hearth/hearth'])).toBe('unknown');
  });
});

describe('system language switch', () => {
  it('passes the OS language from main to the preload through argv', () => {
    expect(systemLanguageFromArgv(['/opt/Hearth/hearth', systemLanguageArgument('pt-BR')])).toBe('pt-BR');
  });

  it('passes nothing but a language tag', () => {
    expect(systemLanguageFromArgv(['/opt/Hearth/hearth'])).toBe('');
    expect(systemLanguageFromArgv([systemLanguageArgument('de"><script>')])).toBe('');
  });
});

describe('hearth:set-session', () => {
  it('hands the signed-in token, then null on sign-out, to main', async () => {
    const { ipcMain, ipcRenderer } = fakeIpc(`${appOrigin}/`);
    const seen: (string | null)[] = [];
    handle(ipcMain, 'hearth:set-session', trusted, (token) => void seen.push(token));
    const api = createDesktopApi(ipcRenderer, { platform: 'linux', appVersion: '0.1.0', systemLanguage: 'de' });
    await api.setSession('abc.def-123');
    await api.setSession(null);
    expect(seen).toEqual(['abc.def-123', null]);
  });

  it('refuses other origins and anything but a short printable token or null', async () => {
    const { ipcMain, listeners } = fakeIpc(`${appOrigin}/`);
    const seen: (string | null)[] = [];
    handle(ipcMain, 'hearth:set-session', trusted, (token) => void seen.push(token));
    const listener = listeners.get('hearth:set-session');
    const event = { senderFrame: { url: `${appOrigin}/` } };
    for (const bad of [[''], ['a b'], ['x'.repeat(513)], [42], [undefined], [], ['a', 'b']]) {
      await expect(Promise.resolve(listener?.(event, ...bad))).rejects.toThrow('invalid arguments');
    }
    const foreign = { senderFrame: { url: 'https://evil.example/' } };
    await expect(Promise.resolve(listener?.(foreign, 'token'))).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });
});

describe('hearth:first-screen', () => {
  it('tells main that the page painted its first screen, from Hearth\'s own page only', async () => {
    const { ipcMain, ipcRenderer, listeners } = fakeIpc(`${appOrigin}/`);
    let told = 0;
    handle(ipcMain, 'hearth:first-screen', trusted, () => void (told += 1));
    await createDesktopApi(ipcRenderer, { platform: 'linux', appVersion: '0.1.0', systemLanguage: 'de' }).firstScreenShown();
    expect(told).toBe(1);
    const listener = listeners.get('hearth:first-screen');
    await expect(Promise.resolve(listener?.({ senderFrame: { url: 'https://evil.example/' } }))).rejects.toThrow('refused');
    await expect(Promise.resolve(listener?.({ senderFrame: { url: `${appOrigin}/` } }, 'extra'))).rejects.toThrow('invalid arguments');
    expect(told).toBe(1);
  });
});
