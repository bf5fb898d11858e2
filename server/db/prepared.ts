import type { Db } from './client.js';

/**
 * A drizzle query built and prepared once per database, for the queries every request runs:
 * building the SQL anew costs more than running it. Use sql.placeholder() for the values.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
