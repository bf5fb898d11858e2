import type { Db } from './db/client.js';
import type { ServerConfig } from './config.js';
import type { LoginLimiter } from './features/auth/login-limiter.js';
import type { SetupState } from './features/setup/setup.service.js';
import type { ListingCache } from './features/listings/listing-cache.js';
import type { WsHub } from './ws/hub.js';
import type { SecretBox } from './secrets/secret-box.js';
import type { LanState } from './features/https/lan-state.js';

/** What every feature router is built with. Only created once the database is open. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  log: (line: string) => void;
  setup: SetupState;
  loginLimiter: LoginLimiter;
  listingCache: ListingCache;
  /** Seals secrets at rest (TOTP secrets, integration passwords) with the installation's key. */
  secrets: SecretBox;
  /** The ws server: features register their channels on it. */
  hub: WsHub;
  /** The time in ms since the epoch: Date.now, or the clock a test gave. */
  clock: () => number;
  /** HTTPS and LAN addresses while sharing on the LAN (the trust screen and the redirect read it). */
  lan: LanState;
  /** Registers work to stop (timers, child processes) when the server closes, before the database. */
  onClose(stop: () => void | Promise<void>): void;
  /** Registers work to redo after a backup replaced the data (caches, processes running old code). */
  onRestored(listener: () => void | Promise<void>): void;
  /** Tells every feature that a backup replaced the data; called by the restore, once it is done. */
  restored(): Promise<void>;
}
