import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { Icon } from '../../../shared/contracts/icons.js';
import { users } from './users.js';

/** A user's network devices (spec-features §3). MACs are stored normalised (AA:BB:…). */
export const networkDevices = sqliteTable(
  'network_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceName: text('device_name').notNull(),
    deviceIp: text('device_ip'),
    deviceMac: text('device_mac'),
    supportsWol: integer('supports_wol', { mode: 'boolean' }).notNull().default(false),
    broadcastAddress: text('broadcast_address'),
    broadcastPort: integer('broadcast_port').notNull().default(9),
    /** Wake sends on every interface's directed broadcast (a multi-NIC host), besides the broadcast address if one is set. */
    wakeEveryInterface: integer('wake_every_interface', { mode: 'boolean' }).notNull().default(false),
    virtualDevice: integer('virtual_device', { mode: 'boolean' }).notNull().default(false),
    deviceIcon: text('device_icon', { mode: 'json' }).$type<Icon>().notNull(),
    isAlive: integer('is_alive', { mode: 'boolean' }).notNull().default(false),
    lastSeenAt: text('last_seen_at'),
    /** When a ping last ran against the device, whatever it found (ISO). */
    lastCheckedAt: text('last_checked_at'),
    /** When set, the status is a TCP connect to this port instead of a ping (hosts that drop ICMP). */
    checkPort: integer('check_port'),
    sortOrder: integer('sort_order').notNull().default(9999),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('network_devices_user_idx').on(t.userId, t.sortOrder)],
);

export type NetworkDeviceRow = typeof networkDevices.$inferSelect;
export type NewNetworkDeviceRow = typeof networkDevices.$inferInsert;
