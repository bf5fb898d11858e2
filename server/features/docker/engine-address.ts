import type { DockerAddress } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';

/** How node:http reaches an engine: a socket path, or a host and port (TLS when certificates are given). */
export type EngineTarget = { socketPath: string } | { host: string; port: number };

/**
 * Where an engine's address leads on this platform. A named pipe is Windows only and is opened
 * by its Windows name (`\\.\pipe\docker_engine`); a unix socket is a path everywhere (Windows
 * has AF_UNIX too). Throws with a message a person can act on when the address cannot work here.
 */
export function engineTarget(address: DockerAddress, machine: { platform: NodeJS.Platform }): EngineTarget {
  if (address.kind === 'tcp') return { host: address.host, port: address.port };
  if (address.kind === 'unix') return { socketPath: address.path };
  if (machine.platform !== 'win32') throw new Error(m.npipeNotHere);
  return { socketPath: address.path.replace(/\//g, '\\') };
}

/** Where the engine is, as messages name it (the address without anything secret: there is none in it). */
export function describeAddress(address: DockerAddress): string {
  return address.kind === 'tcp' ? `${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}` : address.path;
}
