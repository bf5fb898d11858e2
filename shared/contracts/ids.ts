import { z } from 'zod';

/**
 * The original client sends the strings "undefined" and "null" (and sometimes "") where it means
 * "no id", e.g. for the root folder. All of them read as null.
 */
export function normaliseId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '' || v === 'undefined' || v === 'null' || v === 'root') return null;
  return v;
}

/** An optional id field of a save payload: absent, empty or "undefined" mean none. */
export const optionalId = z
  .string()
  .max(100)
  .nullish()
  .transform((v) => normaliseId(v));

/** A boolean flag that the original client sometimes sends as "true"/"false" strings. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .nullish()
  .transform((v) => v === true || v === 'true' || v === '1');
