import type { z } from 'zod';
import { badRequest } from './errors.js';
import { messages } from '../../shared/messages.js';

/**
 * Parses a request body with a shared schema; the first issue's message becomes the 400 answer.
 * Every body is a JSON object: anything else (an array) is refused as such, before the schema.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (Array.isArray(input)) throw badRequest(messages.bodyNotObject);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input.');
}

/**
 * Reads a whole number from a query value leniently: the original client sends `?page=2?t=0.4`,
 * which must still read as 2.
 */
export function queryInt(value: unknown, fallback: number): number {
  const raw: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  const n = typeof raw === 'string' || typeof raw === 'number' ? Number.parseInt(String(raw), 10) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}
