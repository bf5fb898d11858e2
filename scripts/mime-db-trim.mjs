// mime-db describes 2,500-odd types; mime-types (under express.static and res.type) uses a type's
// extensions, its charset and, to rank types that share an extension, its source. The server
// bundle keeps just the types with extensions or a charset, and just those fields: the same
// answers from a third of the data to evaluate at every start.

/** @param {Record<string, { source?: string; charset?: string; extensions?: string[]; compressible?: boolean }>} db */
export function trimMimeDb(db) {
  /** @type {Record<string, { source?: string; charset?: string; extensions?: string[] }>} */
  const kept = {};
  for (const [type, entry] of Object.entries(db)) {
    if (!entry.extensions && !entry.charset) continue;
    kept[type] = {
      ...(entry.source ? { source: entry.source } : {}),
      ...(entry.charset ? { charset: entry.charset } : {}),
      ...(entry.extensions ? { extensions: entry.extensions } : {}),
    };
  }
  return kept;
}
