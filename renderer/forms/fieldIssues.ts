import type { z } from 'zod';

/** The first message for each top-level field of a failed parse, for inline display. */
export function fieldIssues<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const issues: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as T;
    issues[field] ??= issue.message;
  }
  return issues;
}
