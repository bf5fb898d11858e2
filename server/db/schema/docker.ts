import { sqliteTable, text, integer, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { DockerAddress } from '../../../shared/contracts/docker.js';

/**
 * Docker engines the super admin added (issue 42), for the whole installation. The address and
 * the TLS material are sealed (secret-box.ts) like other connection settings; `kind` is kept
 * plain so a list can say "socket" or "tcp" without opening anything.
 */
export const dockerHosts = sqliteTable(
  'docker_hosts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<DockerAddress['kind']>().notNull(),
    urlSealed: text('url_sealed').notNull(),
    /** JSON {ca, cert, key} (PEM or null each), sealed; null without TLS. */
    tlsSealed: text('tls_sealed'),
    /** Whether discovery proposes cards from this host's containers. */
    discovery: integer('discovery', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('docker_hosts_name_idx').on(t.name)],
);

export type DockerHostRow = typeof dockerHosts.$inferSelect;
export type NewDockerHostRow = typeof dockerHosts.$inferInsert;
