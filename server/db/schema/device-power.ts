import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import type { PowerMethod, PowerSystem } from '../../../shared/contracts/device-power.js';
import { networkDevices } from './devices.js';
import { users } from './users.js';

/**
 * How Hearth shuts a device down or puts it to sleep (issue 46 item 7), one row per device.
 * The private key, the URLs (they may hold a token) and the header value are sealed with the
 * installation's key; the public key and the pinned host key are not secret.
 */
export const devicePower = sqliteTable('device_power', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => networkDevices.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method').$type<PowerMethod>().notNull(),
  system: text('system').$type<PowerSystem>().notNull().default('linux'),
  sshHost: text('ssh_host'),
  sshPort: integer('ssh_port').notNull().default(22),
  sshUser: text('ssh_user'),
  privateKeySealed: text('private_key_sealed'),
  publicKey: text('public_key'),
  /** SHA256:… of the host key seen on the first connection (trust on first use). */
  hostKey: text('host_key'),
  /** Empty: the system's default command (defaultPowerCommand). */
  shutdownCommand: text('shutdown_command').notNull().default(''),
  sleepCommand: text('sleep_command').notNull().default(''),
  httpMethod: text('http_method').$type<'GET' | 'POST'>().notNull().default('POST'),
  shutdownUrlSealed: text('shutdown_url_sealed'),
  sleepUrlSealed: text('sleep_url_sealed'),
  headerName: text('header_name'),
  headerValueSealed: text('header_value_sealed'),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
});

export type DevicePowerRow = typeof devicePower.$inferSelect;
export type NewDevicePowerRow = typeof devicePower.$inferInsert;
