import type { SeenCertificate } from '../../../../shared/contracts/integrations.js';
/** What the server asks a runtime process, and what comes back (runner.cjs speaks the same). */
export interface RunRequest {
  kind: 'initialize' | 'connectionTest';
  appDir: string;
  config: Record<string, unknown>;
  payload: Record<string, unknown> | null;
  appUrl: string;
  userName: string;
  tls?: TlsPolicy;
  /** Whether calls may go to this computer itself (server/net/reach.ts); checked at every connection. */
  reach?: { loopback: boolean };
  /** The origins the package may call: its link's declared targets. The runner refuses any other host. */
  targets?: string[];
}

/**
 * How the runner treats TLS on the link's own host (every other host is always verified):
 * verify (the default), learn (accept and report the certificate: Test connection with a
 * self-signed certificate allowed), or pinned (accept only the certificate trusted before).
 */
export type TlsPolicy = { mode: 'verify' } | { mode: 'learn'; hostname: string; port: number } | { mode: 'pinned'; hostname: string; port: number; fingerprint: string };

/** The link's own host and port as the runner's agent compares them. */
export function tlsTarget(target: string): { hostname: string; port: number } | null {
  const url = URL.parse(target);
  if (!url || url.protocol !== 'https:') return null;
  return { hostname: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: Number(url.port) || 443 };
}

/** An upstream HTTP failure as the original reported it, or a short text. */
export type AppFailure = string | { status: number; response: unknown } | Record<string, unknown> | null;

export type RunResult = (
  | { type: 'response'; template: string; statusCode: number; variables: unknown; background: unknown }
  | { type: 'success'; readings?: unknown }
  | { type: 'error'; error: AppFailure }
  /** The sandbox ended the package's code: past its memory (heap, or resident memory), a crash, or work left running after it answered. */
  | { type: 'failed'; reason: SandboxFailure; limitMb?: number }
) & { certificate?: SeenCertificate };

export const sandboxFailures = ['memory', 'stopped', 'lingering', 'unavailable'] as const;
export type SandboxFailure = (typeof sandboxFailures)[number];

/** The runtime itself failed (time limit, crash, closed): status and a clear message. */
export class RuntimeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RuntimeError';
  }
}
