import type { z } from 'zod';

/** The first message per field of a failed zod parse, keyed by the field name. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const result: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    result[key] ??= issue.message;
  }
  return result;
}
