import type { SeenCertificate } from '../../../../shared/contracts/integrations.js';
/** What the server asks a runtime process, and what comes back (runner.cjs speaks the same). */
export interface RunRequest {
  kind: 'initialize' | 'connectionTest';
  appDir: string;
  config: Record<string, unknown>;
  payload: Record<string, unknown> | null;
  appUrl: string;
  userName: string;
  /**
   * The origins the package may call: scheme, lower-case host and port always written
   * ("https://truenas.lan:443", "http://[::1]:8080"). They are the link's addresses (its URL,
   * local URL and overrideurl) and the addresses of the fields its manifest declares as targets
   * (shared/contracts/integration-targets.ts). A ws: or wss: call counts as the http: or https:
   * origin of the same host and port. A call to any other origin is refused. Absent for a
   * package that declares no targets (the original format): it may call any address the reach
   * rule allows.
   */
  targets?: string[];
  /** The TLS rule of the first target only (IntegrationTargets.primary), for a runner that does not read tlsByOrigin. */
  tls?: TlsPolicy;
  /**
   * The TLS rule per target origin (each key is one of `targets`); an origin without one is
   * verified. A runner that reads it answers the certificates it learned in `certificates`, by
   * the same origins.
   */
  tlsByOrigin?: Record<string, OriginTls>;
  /** Whether calls may go to this computer itself (server/net/reach.ts); checked at every connection. */
  reach?: { loopback: boolean };
  /**
   * What the package kept at its link's last card run (a session cookie, so it need not sign in
   * every time), or null; absent where the server keeps nothing (connection tests), and then the
   * package has no ctx.keep.
   */
  kept?: string | null;
}

/**
 * How the runner treats TLS on the link's own host (every other host is always verified):
 * verify (the default), learn (accept and report the certificate: Test connection with a
 * self-signed certificate allowed), or pinned (accept only the certificate trusted before).
 */
export type TlsPolicy = { mode: 'verify' } | { mode: 'learn'; hostname: string; port: number } | { mode: 'pinned'; hostname: string; port: number; fingerprint: string };

/** One target origin's TLS rule: learn (accept and report its certificate, at Test connection) or pinned (accept only this one). */
export type OriginTls = { mode: 'learn' } | { mode: 'pinned'; fingerprint: string };

/** The link's own host and port as the runner's agent compares them. */
export function tlsTarget(target: string): { hostname: string; port: number } | null {
  const url = URL.parse(target);
  if (!url || url.protocol !== 'https:') return null;
  return { hostname: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: Number(url.port) || 443 };
}

/** An upstream HTTP failure as the original reported it, or a short text. */
export type AppFailure = string | { status: number; response: unknown } | Record<string, unknown> | null;

/** Upstream statuses that mean the service refused Hearth: credentials (401, 403) or rate (429). */
export const refusalStatuses = [401, 403, 429] as const;
export type RefusalStatus = (typeof refusalStatuses)[number];

export type RunResult = (
  | { type: 'response'; template: string; statusCode: number; variables: unknown; background: unknown }
  | { type: 'success'; readings?: unknown }
  /** `refusal`: the failure was the service refusing the credentials or the rate (the package says so). */
  | { type: 'error'; error: AppFailure; refusal?: number }
  /** The sandbox ended the package's code: past its memory (heap, or resident memory), a crash, or work left running after it answered. */
  | { type: 'failed'; reason: SandboxFailure; limitMb?: number }
) & {
  /** The certificate learned under the single `tls` rule (the first target's). */
  certificate?: SeenCertificate;
  /** Certificates learned under tlsByOrigin, by origin. */
  certificates?: Record<string, SeenCertificate>;
  /** What the package keeps for its link's next card run (null: forget it); absent: unchanged. */
  kept?: string | null;
};

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
