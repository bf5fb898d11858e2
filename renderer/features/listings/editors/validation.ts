import toast from 'react-hot-toast';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages.js';
import { warnToast } from './warnToast.js';

/** Field problems of an editor, by role rather than by each kind's payload names. */
export interface EditorIssues {
  name?: string;
  icon?: string;
  linkURL?: string;
  localUrl?: string;
}

function roleOf(field: string): keyof EditorIssues | null {
  if (field.endsWith('Name')) return 'name';
  if (field.endsWith('Icon')) return 'icon';
  if (field === 'linkURL' || field === 'localUrl') return field;
  return null;
}

/**
 * Checks a save payload with the shared schema the server uses, so the words match. A missing
 * name is the warning toast, a missing icon an error toast (spec-core §5); URL problems are
 * returned for inline display. Answers null when the payload passes.
 */
export function checkPayload(schema: z.ZodType, payload: unknown): EditorIssues | null {
  const result = schema.safeParse(payload);
  if (result.success) return null;
  const issues: EditorIssues = {};
  for (const issue of result.error.issues) {
    const role = roleOf(String(issue.path[0] ?? ''));
    if (role) issues[role] ??= issue.message;
  }
  if (issues.name === messages.fillAllFields) warnToast(issues.name);
  else if (issues.name) toast.error(issues.name, { id: issues.name });
  else if (issues.icon) toast.error(issues.icon, { id: issues.icon });
  return issues;
}
