import { sqliteTable, text, integer, blob, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import type { AlertChannelKind, CheckMethod, MonitorKind, MonitorState } from '../../../shared/contracts/monitoring.js';
import type { CheckTarget } from '../../../shared/contracts/monitor-checks.js';
import { users } from './users.js';
import { listings } from './listings.js';
import { networkDevices } from './devices.js';

/**
 * One health check per target: a link, a network device, a camera (a stream listing) or a link's
 * container (kind "container", beside the link's own HTTP check); or a check of its own with no
 * target row (TCP port, JSON query, push, DNS, TLS certificate). The
 * target's own row cascades, so deleting a link, a device or a user deletes its monitor and history.
 * The columns after `tls` are the check's running state, written by the recorder.
 */
export const monitors = sqliteTable(
  'monitors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MonitorKind>().notNull(),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => networkDevices.id, { onDelete: 'cascade' }),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    intervalSeconds: integer('interval_seconds').notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    method: text('method').$type<CheckMethod>().notNull().default('GET'),
    statusMin: integer('status_min').notNull().default(200),
    statusMax: integer('status_max').notNull().default(399),
    keyword: text('keyword'),
    /** Flap damping: this many failures in a row before "down", as many successes before "up". */
    failureThreshold: integer('failure_threshold').notNull().default(2),
    /** A self-signed certificate on the link's own host, trusted by its SHA-256 fingerprint. */
    tlsFingerprint: text('tls_fingerprint'),
    state: text('state').$type<MonitorState>().notNull().default('pending'),
    failures: integer('failures').notNull().default(0),
    successes: integer('successes').notNull().default(0),
    lastCheckedAt: integer('last_checked_at'),
    lastLatencyMs: integer('last_latency_ms'),
    lastOk: integer('last_ok', { mode: 'boolean' }),
    lastMessage: text('last_message'),
    /** When the state last changed (ms since the epoch). */
    changedAt: integer('changed_at'),
    certExpiresAt: integer('cert_expires_at'),
    /** The certificate (fingerprint) an expiry warning was already sent for. */
    certWarnedFor: text('cert_warned_for'),
    /** A check of its own (TCP, JSON, push, DNS, TLS): its name and what it checks (JSON, see monitor-checks.ts). */
    name: text('name'),
    checkTarget: text('check_target', { mode: 'json' }).$type<CheckTarget>(),
    /** A push monitor's token, hashed (SHA-256 hex): the push route finds the monitor by it. */
    pushHash: text('push_hash'),
    /** The public badge's token (issue 46 item 5), null while the owner has not turned it on; kept in clear so the owner can copy the URL again. */
    badgeToken: text('badge_token'),
    /** SHA-256 of badgeToken: the public lookup goes by hash, so it compares no secret. */
    badgeHash: text('badge_hash'),
    /** When the last push came (ms since the epoch). */
    lastPushAt: integer('last_push_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('monitors_user_idx').on(t.userId), uniqueIndex('monitors_listing_kind_idx').on(t.listingId, t.kind), uniqueIndex('monitors_device_idx').on(t.deviceId), uniqueIndex('monitors_push_idx').on(t.pushHash), uniqueIndex('monitors_badge_idx').on(t.badgeHash)],
);

/**
 * Every check result of the last 48 hours, packed: one row per monitor and hour holding that
 * hour's results (history-codec.ts). A row per result would cost more than the whole 90-day
 * history; the key (monitor, hour) makes one card's last day a single range read.
 */
export const monitorResults = sqliteTable(
  'monitor_results',
  {
    monitorId: text('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    hour: integer('hour').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.monitorId, t.hour] }), index('monitor_results_hour_idx').on(t.hour)],
);

/**
 * The 5-minute buckets (up count, down count, latency min / avg / max) for 90 days, one row per
 * monitor and day (288 buckets), compressed once the day is over. Key (monitor, day): a card's
 * 90-day history is one range read of at most 91 rows.
 */
export const monitorDays = sqliteTable(
  'monitor_days',
  {
    monitorId: text('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.monitorId, t.day] }), index('monitor_days_day_idx').on(t.day)],
);

/** Down periods (damped), with the reason the first failing check gave. */
export const monitorIncidents = sqliteTable(
  'monitor_incidents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    monitorId: text('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    reason: text('reason').notNull(),
  },
  (t) => [index('monitor_incidents_monitor_idx').on(t.monitorId, t.startedAt), index('monitor_incidents_started_idx').on(t.startedAt)],
);

/** Where a user's alerts go. URL and secret are sealed (secret-box.ts) like other secrets. */
export const alertChannels = sqliteTable(
  'alert_channels',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertChannelKind>().notNull(),
    name: text('name').notNull(),
    urlSealed: text('url_sealed').notNull(),
    secretSealed: text('secret_sealed'),
    /** Telegram's chat id; not a secret. */
    chatId: text('chat_id'),
    /** What is not secret beyond the address: recipients, sender, the SMTP port, security and user (JSON, ChannelOptions). */
    options: text('options').notNull().default('{}'),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    lastSentAt: text('last_sent_at'),
    /** The last send that failed after its retries, in words a person can act on; never a secret. */
    lastError: text('last_error'),
    lastErrorAt: text('last_error_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('alert_channels_user_idx').on(t.userId)],
);

/**
 * The channels one monitor alerts, as Uptime Kuma links them (issue 46 item 6). A monitor with
 * no rows alerts every enabled channel of its owner, as before.
 */
export const monitorAlertChannels = sqliteTable(
  'monitor_alert_channels',
  {
    monitorId: text('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.monitorId, t.channelId] }), index('monitor_alert_channels_channel_idx').on(t.channelId)],
);

/** A user's quiet hours ("HH:MM" to "HH:MM" in their time zone); no row means none. */
export const alertSettings = sqliteTable('alert_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: text('updated_at').notNull(),
});

export type MonitorRow = typeof monitors.$inferSelect;
export type NewMonitorRow = typeof monitors.$inferInsert;
export type IncidentRow = typeof monitorIncidents.$inferSelect;
export type AlertChannelRow = typeof alertChannels.$inferSelect;
export type AlertSettingsRow = typeof alertSettings.$inferSelect;
