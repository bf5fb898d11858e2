import type { Db } from './db/client.js';
import type { ServerConfig } from './config.js';
import type { LoginLimiter } from './features/auth/login-limiter.js';
import type { SetupState } from './features/setup/setup.service.js';
import type { ListingCache } from './features/listings/listing-cache.js';

/** What every feature router is built with. Only created once the database is open. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  log: (line: string) => void;
  setup: SetupState;
  loginLimiter: LoginLimiter;
  listingCache: ListingCache;
}
