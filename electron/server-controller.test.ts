import { describe, expect, it } from 'vitest';
import type { LaunchServer } from './server-controller.js';
import { createServerController } from './server-controller.js';

interface FakeServer {
  host: string;
  port: number;
  setupUrl: string | null;
  closed: boolean;
  close(): Promise<void>;
}

function listenError(code: string): Error {
  return Object.assign(new Error(`listen ${code}`), { code });
}

/**
 * A stand-in for startServer: ports in `taken` are busy, port 0 gets the next ephemeral port,
 * hosts in `broken` fail outright, and a port can be reused once its server is closed, unless
 * it is in `grabbedOnClose` (another program takes it the moment Hearth lets go).
 */
function fakeLauncher(
  options: { taken?: number[]; broken?: string[]; grabbedOnClose?: number[]; setupUrl?: string | null } = {},
) {
  const open = new Set<number>(options.taken ?? []);
  const launches: { host: string; port: number }[] = [];
  let nextEphemeral = 40000;
  const launch: LaunchServer<FakeServer> = ({ host, port }) => {
    launches.push({ host, port });
    if (options.broken?.includes(host)) return Promise.reject(new Error(`cannot serve on ${host}`));
    if (open.has(port)) return Promise.reject(listenError('EADDRINUSE'));
    const actual = port === 0 ? nextEphemeral++ : port;
    open.add(actual);
    const setupUrl = options.setupUrl === undefined ? null : options.setupUrl;
    const server: FakeServer = {
      host,
      port: actual,
      setupUrl,
      closed: false,
      close: () => {
        server.closed = true;
        if (!options.grabbedOnClose?.includes(actual)) open.delete(actual);
        return Promise.resolve();
      },
    };
    return Promise.resolve(server);
  };
  return { launch, launches };
}

describe('createServerController', () => {
  it('serves on every interface on 7420 when sharing on the LAN', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, undefined);
    const server = await controller.start(true);
    expect(server).toMatchObject({ host: '0.0.0.0', port: 7420 });
    expect(controller.current()).toBe(server);
  });

  it('falls back to an ephemeral port when 7420 is taken', async () => {
    const { launch, launches } = fakeLauncher({ taken: [7420] });
    const server = await createServerController(launch, undefined).start(false);
    expect(server).toMatchObject({ host: '127.0.0.1', port: 40000 });
    expect(launches.map((attempt) => attempt.port)).toEqual([7420, 0]);
  });

  it('uses HEARTH_PORT when set', async () => {
    const { launch } = fakeLauncher();
    expect(await createServerController(launch, '9001').start(false)).toMatchObject({ port: 9001 });
  });

  it('switches host on the same port, so the page can stay', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, undefined);
    const first = await controller.start(true);

    const outcome = await controller.switchHost(false, true);

    expect(outcome).toEqual({ switched: true, reloadUrl: null });
    expect(first.closed).toBe(true);
    expect(controller.current()).toMatchObject({ host: '127.0.0.1', port: 7420 });
  });

  it('keeps an ephemeral port across a switch', async () => {
    const { launch } = fakeLauncher({ taken: [7420] });
    const controller = createServerController(launch, undefined);
    await controller.start(true);
    await controller.switchHost(false, true);
    expect(controller.current()).toMatchObject({ host: '127.0.0.1', port: 40000 });
  });

  it('asks the window to reload when the port had to change', async () => {
    const { launch } = fakeLauncher({ grabbedOnClose: [7420] });
    const controller = createServerController(launch, undefined);
    await controller.start(false);
    expect(await controller.switchHost(true, false)).toEqual({ switched: true, reloadUrl: 'http://127.0.0.1:40000/' });
  });

  it('reopens the setup page after a switch while setup is pending', async () => {
    const { launch } = fakeLauncher({ setupUrl: 'http://0.0.0.0:7420/setup?code=NEW' });
    const controller = createServerController(launch, undefined);
    await controller.start(true);
    expect(await controller.switchHost(false, true)).toEqual({
      switched: true,
      reloadUrl: 'http://127.0.0.1:7420/setup?code=NEW',
    });
  });

  it('restores the previous host when the new one cannot be served', async () => {
    const { launch } = fakeLauncher({ broken: ['0.0.0.0'] });
    const controller = createServerController(launch, undefined);
    await controller.start(false);

    const outcome = await controller.switchHost(true, false);

    expect(outcome).toMatchObject({ switched: false, reloadUrl: null, error: new Error('cannot serve on 0.0.0.0') });
    expect(controller.current()).toMatchObject({ host: '127.0.0.1', port: 7420 });
  });

  it('runs overlapping switches one after the other', async () => {
    const { launch, launches } = fakeLauncher();
    const controller = createServerController(launch, undefined);
    await controller.start(true);
    await Promise.all([controller.switchHost(false, true), controller.switchHost(true, false)]);
    expect(launches.map((attempt) => attempt.host)).toEqual(['0.0.0.0', '127.0.0.1', '0.0.0.0']);
    expect(controller.current()).toMatchObject({ host: '0.0.0.0', port: 7420 });
  });

  it('stops the server and forgets it', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, undefined);
    const server = await controller.start(false);
    await controller.stop();
    expect(server.closed).toBe(true);
    expect(controller.current()).toBeNull();
  });
});
