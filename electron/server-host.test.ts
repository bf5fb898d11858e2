import { describe, expect, it } from 'vitest';
import {
  bindHost,
  isPortUnavailable,
  parsePort,
  portCandidates,
  startOnFirstFreePort,
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

describe('portCandidates', () => {
  it('tries 7420, then any free port', () => {
    expect(portCandidates(undefined)).toEqual([7420, 0]);
    expect(portCandidates('nonsense')).toEqual([7420, 0]);
  });

  it('tries HEARTH_PORT first when set', () => {
    expect(portCandidates('9000')).toEqual([9000, 0]);
    expect(portCandidates('0')).toEqual([0]);
  });

  it('keeps the current port first on a restart, without repeating ports', () => {
    expect(portCandidates(undefined, 40111)).toEqual([40111, 7420, 0]);
    expect(portCandidates(undefined, 7420)).toEqual([7420, 0]);
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

describe('startOnFirstFreePort', () => {
  it('falls back to an ephemeral port when 7420 is taken', async () => {
    const tried: number[] = [];
    const port = await startOnFirstFreePort([7420, 0], (candidate) => {
      tried.push(candidate);
      return candidate === 7420 ? Promise.reject(listenError('EADDRINUSE')) : Promise.resolve(43210);
    });
    expect(port).toBe(43210);
    expect(tried).toEqual([7420, 0]);
  });

  it('stops at the first port that works', async () => {
    const tried: number[] = [];
    await startOnFirstFreePort([7420, 0], (candidate) => {
      tried.push(candidate);
      return Promise.resolve(candidate);
    });
    expect(tried).toEqual([7420]);
  });

  it('rethrows failures that are not about the port', async () => {
    const broken = new Error('migration failed');
    await expect(startOnFirstFreePort([7420, 0], () => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('rethrows the last error when no port works', async () => {
    await expect(
      startOnFirstFreePort([7420, 0], () => Promise.reject(listenError('EACCES'))),
    ).rejects.toMatchObject({ code: 'EACCES' });
  });
});
