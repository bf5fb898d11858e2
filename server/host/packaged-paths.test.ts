import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrationResources, isInsideAsar, modulesDirOf, serverLayout, unpackedPath } from './packaged-paths.js';

describe('unpackedPath', () => {
  it('maps a file inside app.asar to its real copy in app.asar.unpacked (Linux, macOS)', () => {
    expect(unpackedPath('/opt/Hearth/resources/app.asar/node_modules/@ffmpeg-installer/linux-x64/ffmpeg', path.posix)).toBe(
      '/opt/Hearth/resources/app.asar.unpacked/node_modules/@ffmpeg-installer/linux-x64/ffmpeg',
    );
    expect(unpackedPath('/Applications/Hearth.app/Contents/Resources/app.asar/dist/resources', path.posix)).toBe('/Applications/Hearth.app/Contents/Resources/app.asar.unpacked/dist/resources');
  });

  it('maps Windows paths, whichever slash they use', () => {
    expect(unpackedPath('C:\\Program Files\\Hearth\\resources\\app.asar\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe', path.win32)).toBe(
      'C:\\Program Files\\Hearth\\resources\\app.asar.unpacked\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe',
    );
    expect(unpackedPath('C:/Users/me/AppData/Local/Programs/Hearth/resources/app.asar/dist/resources', path.win32)).toBe('C:\\Users\\me\\AppData\\Local\\Programs\\Hearth\\resources\\app.asar.unpacked\\dist\\resources');
  });

  it('leaves paths outside an archive alone: the archive itself, the unpacked copy, look-alike names', () => {
    for (const p of ['/work/hearth/node_modules/x', '/r/app.asar', '/r/app.asar.unpacked/x', '/r/my-app.asar/x', '/r/app.asarx/y']) expect(unpackedPath(p, path.posix)).toBe(p);
    expect(isInsideAsar('/r/app.asar', path.posix)).toBe(false);
    expect(isInsideAsar('/r/app.asar/a', path.posix)).toBe(true);
  });
});

describe('modulesDirOf', () => {
  it('finds the last node_modules folder on every OS (no string search for "/node_modules/")', () => {
    expect(modulesDirOf('/opt/Hearth/resources/app.asar/node_modules/axios/dist/node/axios.cjs', path.posix)).toBe('/opt/Hearth/resources/app.asar/node_modules');
    expect(modulesDirOf('C:\\Program Files\\Hearth\\resources\\app.asar\\node_modules\\axios\\dist\\node\\axios.cjs', path.win32)).toBe('C:\\Program Files\\Hearth\\resources\\app.asar\\node_modules');
    expect(modulesDirOf('/a/node_modules/b/node_modules/c/index.js', path.posix)).toBe('/a/node_modules/b/node_modules');
    expect(modulesDirOf('/no/modules/here.js', path.posix)).toBeNull();
  });
});

describe('serverLayout', () => {
  it('reads the built layout beside dist/server, with resources taken from the unpacked copy when packaged', () => {
    expect(serverLayout('/opt/Hearth/resources/app.asar/dist/server', true, path.posix)).toEqual({
      migrationsDir: '/opt/Hearth/resources/app.asar/dist/server/migrations',
      staticDir: '/opt/Hearth/resources/app.asar/dist/renderer',
      resourcesDir: '/opt/Hearth/resources/app.asar.unpacked/dist/resources',
      builtinIconsDir: '/opt/Hearth/resources/app.asar/dist/renderer/icons',
    });
    expect(serverLayout('C:\\Hearth\\resources\\app.asar\\dist\\server', true, path.win32).resourcesDir).toBe('C:\\Hearth\\resources\\app.asar.unpacked\\dist\\resources');
    expect(serverLayout('/src/hearth/dist/server', true, path.posix).resourcesDir).toBe('/src/hearth/dist/resources');
  });

  it('reads the source layout from server/', () => {
    expect(serverLayout('/src/hearth/server', false, path.posix)).toEqual({
      migrationsDir: '/src/hearth/server/db/migrations',
      staticDir: '/src/hearth/dist/renderer',
      resourcesDir: '/src/hearth/resources',
      builtinIconsDir: '/src/hearth/renderer/public/icons',
    });
  });
});

describe('integrationResources', () => {
  it('names the runner, the kit and the built-in packages in the resources folder', () => {
    expect(integrationResources('C:\\H\\resources\\app.asar.unpacked\\dist\\resources', path.win32)).toEqual({
      runnerDir: 'C:\\H\\resources\\app.asar.unpacked\\dist\\resources\\integration-runtime',
      runnerFile: 'C:\\H\\resources\\app.asar.unpacked\\dist\\resources\\integration-runtime\\runner.cjs',
      kitDir: 'C:\\H\\resources\\app.asar.unpacked\\dist\\resources\\integration-runtime\\kit',
      builtinsDir: 'C:\\H\\resources\\app.asar.unpacked\\dist\\resources\\integrations',
    });
  });
});
