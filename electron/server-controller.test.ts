import { describe, expect, it } from 'vitest';
import type { LaunchServer } from './server-controller.js';
import { createServerController } from './server-controller.js';
import { PortTakenError, StoppedError } from './server-host.js';

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
 * A stand-in for startServer: ports in `taken` are busy, hosts in `broken` fail outright, and a
 * port can be reused once its server is closed, unless it is in `grabbedOnClose` (another program
 * takes it the moment Hearth lets go).
 */
function fakeLauncher(
  options: { taken?: number[]; broken?: string[]; grabbedOnClose?: number[]; setupUrl?: string | null } = {},
) {
  const open = new Set<number>(options.taken ?? []);
  const launches: { host: string; port: number }[] = [];
  const launch: LaunchServer<FakeServer> = ({ host, port }) => {
    launches.push({ host, port });
    if (options.broken?.includes(host)) return Promise.reject(new Error(`cannot serve on ${host}`));
    if (open.has(port)) return Promise.reject(listenError('EADDRINUSE'));
    const actual = port;
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

const options = (port = 7420, loopbackTaken: number[] = []) => ({
  port: () => port,
  checkLoopbackFree: (candidate: number) =>
    loopbackTaken.includes(candidate) ? Promise.reject(listenError('EADDRINUSE')) : Promise.resolve(),
});

describe('createServerController', () => {
  it('serves on every interface on 7420 when sharing on the LAN', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, options());
    const server = await controller.start(true);
    expect(server).toMatchObject({ host: '0.0.0.0', port: 7420 });
    expect(controller.current()).toBe(server);
  });

  it('never falls back to a random port when 7420 is taken: it reports the clash', async () => {
    const { launch, launches } = fakeLauncher({ taken: [7420] });
    const start = createServerController(launch, options()).start(false);
    await expect(start).rejects.toBeInstanceOf(PortTakenError);
    await expect(start).rejects.toMatchObject({ port: 7420 });
    expect(launches.map((attempt) => attempt.port)).toEqual([7420]);
  });

  it('reports a clash when another program holds 127.0.0.1 even though 0.0.0.0 would bind', async () => {
    const { launch, launches } = fakeLauncher();
    const start = createServerController(launch, options(7420, [7420])).start(true);
    await expect(start).rejects.toMatchObject({ name: 'PortTakenError', port: 7420 });
    expect(launches).toEqual([]);
  });

  it('serves on the configured port (HEARTH_PORT or the one saved after a clash)', async () => {
    const { launch } = fakeLauncher();
    expect(await createServerController(launch, options(9001)).start(false)).toMatchObject({ port: 9001 });
  });

  it('rethrows failures that are not about the port as they are', async () => {
    const { launch } = fakeLauncher({ broken: ['127.0.0.1'] });
    await expect(createServerController(launch, options()).start(false)).rejects.toThrow('cannot serve on 127.0.0.1');
  });

  it('switches host on the same port, so the page can stay', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, options());
    const first = await controller.start(true);

    const outcome = await controller.switchHost(false, true);

    expect(outcome).toEqual({ switched: true, reloadUrl: null });
    expect(first.closed).toBe(true);
    expect(controller.current()).toMatchObject({ host: '127.0.0.1', port: 7420 });
  });

  it('keeps a saved port across a switch', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, options(7421));
    await controller.start(true);
    await controller.switchHost(false, true);
    expect(controller.current()).toMatchObject({ host: '127.0.0.1', port: 7421 });
  });

  it('rejects, with nothing running, when another program grabs the port during a switch', async () => {
    const { launch } = fakeLauncher({ grabbedOnClose: [7420] });
    const controller = createServerController(launch, options());
    await controller.start(false);
    await expect(controller.switchHost(true, false)).rejects.toBeInstanceOf(PortTakenError);
    expect(controller.current()).toBeNull();
  });

  it('reopens the setup page after a switch while setup is pending', async () => {
    const { launch } = fakeLauncher({ setupUrl: 'http://0.0.0.0:7420/setup?code=NEW' });
    const controller = createServerController(launch, options());
    await controller.start(true);
    expect(await controller.switchHost(false, true)).toEqual({
      switched: true,
      reloadUrl: 'http://127.0.0.1:7420/setup?code=NEW',
    });
  });

  it('restores the previous host when the new one cannot be served', async () => {
    const { launch } = fakeLauncher({ broken: ['0.0.0.0'] });
    const controller = createServerController(launch, options());
    await controller.start(false);

    const outcome = await controller.switchHost(true, false);

    expect(outcome).toMatchObject({ switched: false, reloadUrl: null, error: new Error('cannot serve on 0.0.0.0') });
    expect(controller.current()).toMatchObject({ host: '127.0.0.1', port: 7420 });
  });

  it('runs overlapping switches one after the other', async () => {
    const { launch, launches } = fakeLauncher();
    const controller = createServerController(launch, options());
    await controller.start(true);
    await Promise.all([controller.switchHost(false, true), controller.switchHost(true, false)]);
    expect(launches.map((attempt) => attempt.host)).toEqual(['0.0.0.0', '127.0.0.1', '0.0.0.0']);
    expect(controller.current()).toMatchObject({ host: '0.0.0.0', port: 7420 });
  });

  it('restarts on the same host and port, and after a failed start still on the configured port', async () => {
    const { launch, launches } = fakeLauncher();
    const controller = createServerController(launch, options(7555));
    const first = await controller.start(true);
    const second = await controller.restart(true);
    expect(first.closed).toBe(true);
    expect(second).toMatchObject({ host: '0.0.0.0', port: 7555, closed: false });
    await controller.stop();
    await expect(controller.restart(true)).rejects.toBeInstanceOf(StoppedError);
    expect(launches).toEqual([
      { host: '0.0.0.0', port: 7555 },
      { host: '0.0.0.0', port: 7555 },
    ]);
  });

  it('stops the server and forgets it', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, options());
    const server = await controller.start(false);
    await controller.stop();
    expect(server.closed).toBe(true);
    expect(controller.current()).toBeNull();
  });

  it('quitting during start-up still stops the server once it is up', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, options());
    const starting = controller.start(false);
    const stopped = controller.stop();
    const server = await starting;
    await stopped;
    expect(server.closed).toBe(true);
    expect(controller.current()).toBeNull();
  });

  it('quitting during a LAN switch lets the switch finish, then stops, and refuses later switches', async () => {
    const { launch } = fakeLauncher();
    const controller = createServerController(launch, options());
    await controller.start(false);
    const switching = controller.switchHost(true, false);
    const stopped = controller.stop();
    const late = controller.switchHost(false, true);
    await expect(switching).resolves.toMatchObject({ switched: true });
    await stopped;
    await expect(late).rejects.toBeInstanceOf(StoppedError);
    await expect(controller.start(false)).rejects.toBeInstanceOf(StoppedError);
    expect(controller.current()).toBeNull();
  });
});
