/**
 * A stand-in for the `electron` module, enough for dist/electron/main.cjs to run under plain Node
 * (main.smoke.test.ts): the app lifecycle, windows that "load" a URL by fetching it, the tray
 * and its menu, dialogs answered from a script. Each member is typed after Electron's own
 * declarations where they are plain functions, so a change of Electron's API shows up here.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import type Electron from 'electron';
import { createFakeUtilityProcess, desktopNode } from './fake-utility-process.js';

type MenuTemplate = Electron.MenuItemConstructorOptions[];

export interface PreventableEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

function preventable(): PreventableEvent {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

/** GET on a fresh connection each time, like a page load after the server restarted. */
function httpStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

export interface Loaded {
  url: string;
  status: number | null;
}

export class FakeWebContents extends EventEmitter {
  openHandler: Parameters<Electron.WebContents['setWindowOpenHandler']>[0] | null = null;
  setWindowOpenHandler(handler: Parameters<Electron.WebContents['setWindowOpenHandler']>[0]): void {
    this.openHandler = handler;
  }
}

export function createFakeElectron(options: {
  userData: string;
  singleInstance: boolean;
  answer: (box: Electron.MessageBoxOptions) => number;
  /** Whether a message box's checkbox (e.g. start at sign-in) is ticked when answered; unticked by default. */
  ticks?: (box: Electron.MessageBoxOptions) => boolean;
  /** A real keychain (libsecret) behind safeStorage instead of Chromium's fixed basic_text key. */
  keychain?: boolean;
}) {
  const loginItem = { openAtLogin: false, settings: [] as Electron.Settings[] };
  // Electron's utility processes run on Node 24 and apply almost none of Node's command-line flags.
  const utilityProcess = createFakeUtilityProcess(desktopNode() ?? process.execPath);
  const app = new (class extends EventEmitter {
    name = 'electron';
    readonly isPackaged = false;
    readonly paths = new Map<string, string>([['userData', options.userData]]);
    quitCalls = 0;
    exitCode: number | null = null;
    quitted = false;
    private markReady: () => void = () => undefined;
    private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

    setName: Electron.App['setName'] = (name) => void (this.name = name);
    /**
     * As Electron's PathService: a path set with setPath wins; 'logs' is otherwise <userData>/logs
     * (~/Library/Logs/<name> on macOS), read when asked, so it follows a later userData
     * (shell/common/electron_paths.cc, DIR_APP_LOGS).
     */
    getPath = ((name: string) => {
      const set = this.paths.get(name);
      if (set) return set;
      if (name === 'logs') return path.join(this.paths.get('userData') ?? options.userData, 'logs');
      return options.userData;
    }) as Electron.App['getPath'];
    /** Electron's ProcessMetric for this process and each utility process still running (read from /proc). */
    getAppMetrics = (() => utilityProcess.metrics()) as unknown as Electron.App['getAppMetrics'];
    setPath: Electron.App['setPath'] = (name, value) => void this.paths.set(name, value);
    getVersion: Electron.App['getVersion'] = () => '0.0.0-test';
    /** An English OS, as CI's; see SOURCES.md for what Electron answers. */
    getLocale: Electron.App['getLocale'] = () => 'en-US';
    getPreferredSystemLanguages: Electron.App['getPreferredSystemLanguages'] = () => ['en-US'];
    setAppUserModelId: Electron.App['setAppUserModelId'] = () => undefined;
    requestSingleInstanceLock: Electron.App['requestSingleInstanceLock'] = () => options.singleInstance;
    whenReady: Electron.App['whenReady'] = () => this.ready;
    exit: Electron.App['exit'] = (code) => {
      this.exitCode = code ?? 0;
      this.emit('exited', this.exitCode);
    };
    getLoginItemSettings = (() => ({ openAtLogin: loginItem.openAtLogin })) as unknown as Electron.App['getLoginItemSettings'];
    setLoginItemSettings: Electron.App['setLoginItemSettings'] = (settings) => {
      loginItem.settings.push(settings);
      loginItem.openAtLogin = settings.openAtLogin ?? false;
    };

    /** What Electron does at ready: resolve whenReady and emit 'ready'. */
    becomeReady(): void {
      this.markReady();
      this.emit('ready');
    }

    /** Like Electron: before-quit (cancellable), then every window closes (cancellable), then quit. */
    quit: Electron.App['quit'] = () => {
      this.quitCalls += 1;
      const event = preventable();
      this.emit('before-quit', event);
      if (event.defaultPrevented) return;
      for (const window of [...windows]) if (!window.close()) return;
      this.quitted = true;
      this.emit('quit');
    };
  })();

  const windows: FakeBrowserWindow[] = [];
  const trays: FakeTray[] = [];
  const boxes: Electron.MessageBoxOptions[] = [];
  const errorBoxes: { title: string; content: string }[] = [];
  const opened: string[] = [];
  const ipcHandlers = new Map<string, unknown>();
  let applicationMenu: MenuTemplate | null = null;

  class FakeBrowserWindow extends EventEmitter {
    readonly webContents = new FakeWebContents();
    readonly loads: Loaded[] = [];
    visible = false;
    focused = false;
    destroyed = false;
    private shown = false;

    constructor(readonly options: Electron.BrowserWindowConstructorOptions) {
      super();
      windows.push(this);
      app.emit('web-contents-created', preventable(), this.webContents);
    }

    /** Fetches http(s) pages from the real server, as the window would; data: pages just count. */
    async loadURL(url: string): Promise<void> {
      const loaded: Loaded = { url, status: null };
      this.loads.push(loaded);
      if (url.startsWith('http:')) loaded.status = await httpStatus(url);
      if (!this.shown) {
        this.shown = true;
        this.emit('ready-to-show');
      }
    }

    show(): void {
      this.visible = true;
      this.emit('show');
    }
    showInactive(): void {
      this.show();
    }
    hide(): void {
      this.visible = false;
      this.emit('hide');
    }
    focus(): void {
      this.focused = true;
    }
    isVisible(): boolean {
      return this.visible;
    }
    isMinimized(): boolean {
      return false;
    }
    restore(): void {}
    isDestroyed(): boolean {
      return this.destroyed;
    }
    /** Answers whether the window really closed (a 'close' listener may prevent it). */
    close(): boolean {
      const event = preventable();
      this.emit('close', event);
      if (event.defaultPrevented) return false;
      this.destroyed = true;
      windows.splice(windows.indexOf(this), 1);
      this.emit('closed');
      return true;
    }
  }

  class FakeTray extends EventEmitter {
    tooltip = '';
    menu: MenuTemplate = [];
    destroyed = false;
    constructor(readonly image: unknown) {
      super();
      trays.push(this);
    }
    setToolTip(text: string): void {
      this.tooltip = text;
    }
    setContextMenu(menu: { template: MenuTemplate }): void {
      this.menu = menu.template;
    }
    destroy(): void {
      this.destroyed = true;
    }
  }

  const session = {
    defaultSession: {
      requestHandler: null as unknown,
      checkHandler: null as unknown,
      setPermissionRequestHandler(handler: unknown) {
        this.requestHandler = handler;
      },
      setPermissionCheckHandler(handler: unknown) {
        this.checkHandler = handler;
      },
    },
  };

  const module = {
    app,
    BrowserWindow: FakeBrowserWindow,
    Tray: FakeTray,
    Menu: {
      buildFromTemplate: (template: MenuTemplate) => ({ template }),
      setApplicationMenu: (menu: { template: MenuTemplate } | null) => void (applicationMenu = menu?.template ?? null),
    },
    nativeImage: { createFromPath: (file: string) => ({ file }) },
    Notification: class {
      static isSupported = (): boolean => false;
      show(): void {}
    },
    dialog: {
      showErrorBox: (title: string, content: string) => void errorBoxes.push({ title, content }),
      showMessageBox: (...args: [Electron.MessageBoxOptions] | [unknown, Electron.MessageBoxOptions]) => {
        const box = args.length === 1 ? args[0] : args[1];
        boxes.push(box);
        return Promise.resolve({ response: options.answer(box), checkboxChecked: options.ticks?.(box) ?? false });
      },
    },
    ipcMain: { handle: (channel: string, listener: unknown) => void ipcHandlers.set(channel, listener) },
    session,
    shell: {
      openPath: (file: string) => (opened.push(file), Promise.resolve('')),
      openExternal: (url: string) => (opened.push(url), Promise.resolve()),
    },
    screen: {
      getCursorScreenPoint: () => ({ x: 0, y: 0 }),
      getDisplayNearestPoint: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
    },
    powerMonitor: new EventEmitter(),
    utilityProcess,
    // Linux without a keyring: Chromium's fixed "basic_text" key, which Hearth treats as none;
    // with `keychain`, a keyring that really changes the bytes.
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => (options.keychain ? 'gnome_libsecret' : 'basic_text'),
      encryptString: (text: string) => Buffer.from(Buffer.from(text, 'utf8').map((b) => b ^ (options.keychain ? 0x6b : 0))),
      decryptString: (data: Buffer) => Buffer.from(data.map((b) => b ^ (options.keychain ? 0x6b : 0))).toString('utf8'),
    },
  };

  return {
    module,
    app,
    windows,
    trays,
    boxes,
    errorBoxes,
    opened,
    ipcHandlers,
    applicationMenu: () => applicationMenu,
    loginItem,
    session: session.defaultSession,
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
