import { describe, expect, it } from 'vitest';
import {
  bindHost,
  configuredPort,
  isPortUnavailable,
  parsePort,
  urlAfterRestart,
  windowUrl,
} from './server-host.js';

function listenError(code: string): Error {
  return Object.assign(new Error(`listen ${code}`), { code });
}

describe('bindHost', () => {
  it('binds every interface when sharing on the LAN, loopback otherwise', () => {
    expect(bindHost(true)).toBe('0.0.0.0');
    expect(bindHost(false)).toBe('127.0.0.1');
  });
});

describe('windowUrl', () => {
  it('opens the dashboard on loopback once an administrator exists', () => {
    expect(windowUrl({ port: 7420, setupUrl: null })).toBe('http://127.0.0.1:7420/');
  });

  it('opens the setup page on first run, on loopback even when the server is bound to 0.0.0.0', () => {
    expect(windowUrl({ port: 7420, setupUrl: 'http://0.0.0.0:7420/setup?code=AB12' })).toBe(
      'http://127.0.0.1:7420/setup?code=AB12',
    );
    expect(windowUrl({ port: 5000, setupUrl: 'http://192.168.1.5:5000/setup?code=X' })).toBe(
      'http://127.0.0.1:5000/setup?code=X',
    );
  });

  it('falls back to the dashboard when the setup link cannot be parsed', () => {
    expect(windowUrl({ port: 7420, setupUrl: '/setup?code=X' })).toBe('http://127.0.0.1:7420/');
  });
});

describe('urlAfterRestart', () => {
  it('leaves the page alone when the port stayed and setup is done', () => {
    expect(urlAfterRestart({ port: 7420 }, { port: 7420, setupUrl: null })).toBeNull();
  });

  it('reloads on the new origin when the port changed', () => {
    expect(urlAfterRestart({ port: 7420 }, { port: 40111, setupUrl: null })).toBe('http://127.0.0.1:40111/');
  });

  it('reopens setup with the new code while setup is still pending', () => {
    expect(urlAfterRestart({ port: 7420 }, { port: 7420, setupUrl: 'http://0.0.0.0:7420/setup?code=NEW' })).toBe(
      'http://127.0.0.1:7420/setup?code=NEW',
    );
  });
});

describe('parsePort', () => {
  it('reads ports from 0 to 65535', () => {
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort(' 0 ')).toBe(0);
    expect(parsePort('65535')).toBe(65535);
  });

  it('ignores absent or invalid values', () => {
    for (const value of [undefined, '', 'abc', '-1', '65536', '80.5', '1e3']) {
      expect(parsePort(value), String(value)).toBeNull();
    }
  });
});

describe('configuredPort', () => {
  it('serves on 7420 unless told otherwise', () => {
    expect(configuredPort(undefined, null)).toBe(7420);
    expect(configuredPort('nonsense', null)).toBe(7420);
  });

  it('prefers HEARTH_PORT, then the port saved after a clash', () => {
    expect(configuredPort('9000', 7421)).toBe(9000);
    expect(configuredPort(undefined, 7421)).toBe(7421);
  });
});

describe('isPortUnavailable', () => {
  it('recognises a taken or forbidden port', () => {
    expect(isPortUnavailable(listenError('EADDRINUSE'))).toBe(true);
    expect(isPortUnavailable(listenError('EACCES'))).toBe(true);
  });

  it('does not mistake other failures for a busy port', () => {
    expect(isPortUnavailable(listenError('ENOENT'))).toBe(false);
    expect(isPortUnavailable(new Error('database exploded'))).toBe(false);
    expect(isPortUnavailable('EADDRINUSE')).toBe(false);
  });
});
