import { readDb } from './snippets.js';

/** The tables whose rows a test compares before and after a call that must not change them. */
type Table = 'listings' | 'todo_items' | 'monitors' | 'alert_channels' | 'pages' | 'network_devices' | 'snippets' | 'snippet_items' | 'icons' | 'maintenance_windows' | 'status_pages';

/**
 * One row, every column, read straight from the server's SQLite file: a 404 for another user's id
 * must leave it exactly as it was, so tests compare this before and after.
 */
export function rowOf(dataDir: string, table: Table, id: string): Record<string, unknown> | undefined {
  return readDb(dataDir, (db) => db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined);
}
