// Packages the desktop app: `npm run package` (scripts/package.mjs) builds for the OS it runs on.
// Typed here so electron/builder-config.test.ts can check it: targets per OS, fuses, the files
// shipped and the native modules unpacked from the asar.
import type { Configuration } from 'electron-builder';
import { macSigning } from './electron/mac-signing.js';

const signing = macSigning(process.env);

const config: Configuration = {
  appId: 'app.hearth.dashboard',
  productName: 'Hearth',
  copyright: 'Copyright © Hearth contributors',
  artifactName: '${productName}-${version}-${arch}.${ext}',
  directories: { output: 'release' },

  // Where electron-updater looks for new versions: this repository's GitHub releases. The build
  // writes resources/app-update.yml from it and, next to the installers, the latest*.yml files the
  // release must carry; `npm run package` passes --publish never, so nothing is uploaded from here.
  publish: { provider: 'github', owner: 'hearth-dashboard', repo: 'hearth' },

  // dist/ holds everything the app runs: electron/ (main + preload), server/ (with migrations),
  // renderer/, and resources/ (build.mjs copies the top-level resources/ there; the server and
  // the tray read dist/resources). electron-builder adds the production node_modules itself.
  files: ['dist/**', '!dist/bench/**', '!dist/**/*.map', 'package.json'],

  // Nothing inside app.asar can be executed, forked by another process or copied with plain file
  // calls: unpack the SQLite addon, sharp's libvips binaries, the ffmpeg executable (spawned from
  // its app.asar.unpacked path, server/features/streams/ffmpeg.ts) and dist/resources (the
  // integration runner forked by utilityProcess, its kit, the built-in integrations copied into
  // the data folder; server/host/packaged-paths.ts). tests/unit/asar-audit.test.ts packs dist/
  // by these rules and checks every such path.
  asar: true,
  asarUnpack: ['dist/resources/**', '**/node_modules/better-sqlite3/**', '**/node_modules/sharp/**', '**/node_modules/@img/**', '**/node_modules/@ffmpeg-installer/**', '**/node_modules/ses/**', '**/node_modules/ssh2/**', '**/node_modules/cpu-features/**'],

  // Rebuilds better-sqlite3 for Electron's ABI. This happens inside ./node_modules, so
  // scripts/package.mjs saves the Node build first and puts it back afterwards (tests and
  // headless serving run on Node).
  npmRebuild: true,
  buildDependenciesFromSource: false,

  // Set in the Electron binary itself: no ELECTRON_RUN_AS_NODE, NODE_OPTIONS or --inspect to turn
  // the app into a general Node runtime, cookies encrypted with the OS key store, and code loaded
  // only from an app.asar whose integrity is checked (macOS and Windows).
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
    // Flipping a fuse changes the Mac binary: sign it ad-hoc again at once, so even a build the
    // signing step skips still launches on Apple silicon (mac-signing.ts signs it after too).
    resetAdHocDarwinSignature: true,
  },

  // A deb (Debian, Ubuntu) and an rpm (Fedora, openSUSE); no AppImage: it aborts at start on
  // Ubuntu 24.04 and later, where AppArmor stops Chromium's sandbox from using unprivileged user
  // namespaces, and an AppImage cannot ship the AppArmor profile the deb installs. README explains.
  linux: {
    target: ['deb', 'rpm'],
    category: 'Utility',
    executableName: 'hearth',
    synopsis: 'Self-hosted home-lab dashboard',
    description: 'Hearth is a self-hosted personal dashboard and home-lab hub; browsers on the LAN can use it too.',
    maintainer: 'Hearth contributors <hearth@users.noreply.github.com>',
    icon: 'resources/icon.png',
  },
  deb: {
    // electron-builder's defaults, plus ping for device liveness checks. The GNOME tray extension
    // is not recommended here: on KDE or Xfce apt would pull in gnome-shell with it. Electron's
    // tray speaks StatusNotifierItem over D-Bus itself, so no libappindicator either.
    depends: [
      'libgtk-3-0',
      'libgbm1',
      // Ubuntu 24.04 renamed it in the 64-bit time transition; Debian 12 keeps the old name.
      'libasound2t64 | libasound2',
      'libnotify4',
      'libnss3',
      'libxss1',
      'libxtst6',
      'xdg-utils',
      'libatspi2.0-0',
      'libuuid1',
      'libsecret-1-0',
      'iputils-ping',
    ],
  },

  // Fedora and openSUSE name their packages differently (gtk3 / libgtk-3-0, nss / mozilla-nss),
  // so the rpm asks for the libraries and the ping command themselves, which both provide.
  rpm: {
    depends: [
      'libgtk-3.so.0()(64bit)',
      'libgbm.so.1()(64bit)',
      'libasound.so.2()(64bit)',
      'libnss3.so()(64bit)',
      'libsecret-1.so.0()(64bit)',
      'libnotify.so.4()(64bit)',
      'libXss.so.1()(64bit)',
      'libXtst.so.6()(64bit)',
      'libuuid.so.1()(64bit)',
      'libatspi.so.0()(64bit)',
      'xdg-utils',
      '/usr/bin/ping',
    ],
  },

  win: { target: ['nsis'], icon: 'resources/icon.png' },
  // Installed for one user by default (no admin rights needed); "for everyone" elevates and then
  // also adds the firewall rule for private networks (resources/installer/windows.nsh).
  nsis: { oneClick: false, perMachine: false, allowElevation: true, allowToChangeInstallationDirectory: true, include: 'resources/installer/windows.nsh' },

  // One dmg per runner, for the runner's own CPU: the native modules (better-sqlite3, sharp's
  // libvips, ffmpeg) are the runner's. No arch list here: one would override the --x64/--arm64
  // that package-plan.mjs passes and build both dmgs on each runner. artifactName names the arch.
  mac: {
    // The zip is what electron-updater installs an update from on macOS (Squirrel.Mac); the dmg is for a first install.
    target: ['dmg', 'zip'],
    category: 'public.app-category.utilities',
    icon: 'resources/icon.png',
    ...signing,
    extendInfo: {
      // macOS 15 asks before an app reaches the local network, with this text.
      NSLocalNetworkUsageDescription: 'Hearth checks, wakes and shows the devices and services on your home network, and lets your other devices open it.',
      // Hearth advertises itself as hearth.local over Bonjour while it shares on the LAN.
      NSBonjourServices: ['_http._tcp', '_https._tcp'],
    },
  },
};

export default config;
