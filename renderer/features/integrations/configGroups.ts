import type { AppConfigField } from '../../../shared/contracts/integrations.js';

/** One field on its own, or numbered slots of the same fields (field1Label, field1Path, field2Label, …) shown as rows. */
export type ConfigItem = { kind: 'field'; field: AppConfigField } | { kind: 'group'; prefix: string; rows: AppConfigField[][]; min: number };

const numbered = /^([a-z]+)(\d+)([A-Z]\w*)$/;

/**
 * Finds repeated slots in an app's fields: a prefix numbered 1…N (N ≥ 2) whose every number has
 * the same two or more fields. Those become one group of rows (placed where its first field
 * was); `min` is 1 when row 1 holds a required field, else 0. Anything else stays a field.
 */
export function groupConfig(fields: readonly AppConfigField[]): ConfigItem[] {
  const slots = new Map<string, Map<number, AppConfigField[]>>();
  for (const field of fields) {
    const match = numbered.exec(field.name);
    if (!match) continue;
    const [, prefix = '', n = ''] = match;
    const rows = slots.get(prefix) ?? new Map<number, AppConfigField[]>();
    rows.set(Number(n), [...(rows.get(Number(n)) ?? []), field]);
    slots.set(prefix, rows);
  }
  const groups = new Map<string, AppConfigField[][]>();
  for (const [prefix, byNumber] of slots) {
    const rows = [...byNumber.keys()].sort((a, b) => a - b).map((n) => byNumber.get(n) ?? []);
    const suffixes = (row: AppConfigField[]) => row.map((f) => numbered.exec(f.name)?.[3] ?? '').join(',');
    const first = rows[0] ?? [];
    const consecutive = [...byNumber.keys()].every((n) => n >= 1 && n <= rows.length);
    if (rows.length >= 2 && first.length >= 2 && consecutive && rows.every((row) => suffixes(row) === suffixes(first))) groups.set(prefix, rows);
  }
  const items: ConfigItem[] = [];
  const placed = new Set<string>();
  for (const field of fields) {
    const prefix = numbered.exec(field.name)?.[1] ?? '';
    const rows = groups.get(prefix);
    if (!rows) {
      items.push({ kind: 'field', field });
      continue;
    }
    if (placed.has(prefix)) continue;
    placed.add(prefix);
    items.push({ kind: 'group', prefix, rows, min: (rows[0] ?? []).some((f) => f.required) ? 1 : 0 });
  }
  return items;
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

/** How many rows a group shows at first: up to the last one with a value, at least `min`. */
export function rowsInUse(rows: AppConfigField[][], min: number, config: Record<string, unknown>): number {
  let last = 0;
  rows.forEach((row, i) => {
    if (row.some((f) => filled(config[f.name]))) last = i + 1;
  });
  return Math.max(min, last);
}

/**
 * The config with row `index` (0-based) removed: later rows move up one, the last is emptied.
 * A saved secret (`secret`) does not move, since the server keeps it by field name: the moved
 * row's secret has to be typed again.
 */
export function removeRow(rows: AppConfigField[][], index: number, config: Record<string, unknown>, secret: string): Record<string, unknown> {
  const next = { ...config };
  for (let i = index; i < rows.length; i += 1) {
    const row = rows[i] ?? [];
    const below = rows[i + 1];
    row.forEach((field, k) => {
      const moved = below ? config[below[k]?.name ?? ''] : undefined;
      next[field.name] = moved === secret ? '' : (moved ?? '');
    });
  }
  return next;
}
