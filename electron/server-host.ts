/**
 * Where the embedded server listens and what the window shows. Pure choices; main.ts does the
 * starting and stopping.
 */

export const defaultPort = 7420;
export const loopbackHost = '127.0.0.1';
export const allInterfacesHost = '0.0.0.0';

/** The parts of a started server the desktop shell relies on (see server/index.ts). */
export interface HostedServer {
  port: number;
  setupUrl: string | null;
  close(): Promise<void>;
}

/** Loopback only, or every interface when "Share on LAN" is on. */
export function bindHost(shareOnLan: boolean): string {
  return shareOnLan ? allInterfacesHost : loopbackHost;
}

/** The origin the window uses: always loopback, whatever the server is bound to. */
export function localOrigin(port: number): string {
  return `http://${loopbackHost}:${port}`;
}

/**
 * What the window opens: the one-time setup page on first run, else the dashboard. The setup
 * link is moved onto the loopback origin, since the server may print it with 0.0.0.0 or a LAN
 * address.
 */
export function windowUrl(server: { port: number; setupUrl: string | null }): string {
  const origin = localOrigin(server.port);
  if (!server.setupUrl) return `${origin}/`;
  try {
    const setup = new URL(server.setupUrl);
    return `${origin}${setup.pathname}${setup.search}`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * After a restart (LAN toggle), the URL the window must load, or null to leave the page alone.
 * A new port is a new origin, and a pending setup code may have been replaced.
 */
export function urlAfterRestart(before: { port: number }, after: { port: number; setupUrl: string | null }): string | null {
  if (before.port !== after.port || after.setupUrl) return windowUrl(after);
  return null;
}

/** A TCP port from text (e.g. HEARTH_PORT); null when absent or not a port. 0 means "any free". */
export function parsePort(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

/**
 * The one port Hearth serves on: HEARTH_PORT, else the port saved after a clash, else 7420. Never
 * a random fallback: a new port is a new origin, which loses the stored sign-in and LAN links.
 */
export function configuredPort(envPort: string | undefined, savedPort: number | null): number {
  return parsePort(envPort) ?? savedPort ?? defaultPort;
}

/** True for listen errors that mean "this port is not Hearth's to use". */
export function isPortUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'EADDRINUSE' || error.code === 'EACCES';
}

/** The configured port is held by someone else (or may not be used); main.ts asks what to do. */
export class PortTakenError extends Error {
  readonly port: number;
  constructor(port: number, cause: unknown) {
    super(`Port ${port} is already in use`, { cause });
    this.name = 'PortTakenError';
    this.port = port;
  }
}

/** Raised by start or switchHost once stop() was asked for: Hearth is quitting. */
export class StoppedError extends Error {
  constructor() {
    super('Hearth is quitting');
    this.name = 'StoppedError';
  }
}
