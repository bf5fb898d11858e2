import { useEffect, useState } from 'react';
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
  description?: string;
}

/** Puts a schema message in the reader's language (the link form's translateMessage); as is by default. */
export type Translate = (text: string) => string;
const asIs: Translate = (text) => text;

function roleOf(field: string): keyof EditorIssues | null {
  if (field.endsWith('Name')) return 'name';
  if (field.endsWith('Icon')) return 'icon';
  if (field === 'linkURL' || field === 'localUrl' || field === 'description') return field;
  return null;
}

/** The problems of a payload by role, with the shared schema's words; {} when it passes. */
function issuesOf(schema: z.ZodType, payload: unknown, translate: Translate = asIs): EditorIssues {
  const result = schema.safeParse(payload);
  const issues: EditorIssues = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const role = roleOf(String(issue.path[0] ?? ''));
    if (role) issues[role] ??= translate(issue.message);
  }
  return issues;
}

/** Toasts the open form raised; a success or a fixed field takes them away (issue 6, item 12). */
const formToasts = new Set<string>();

export function dismissFormToasts(): void {
  for (const id of formToasts) toast.dismiss(id);
  formToasts.clear();
}

function dismissFormToast(id: string | undefined): void {
  if (!id || !formToasts.delete(id)) return;
  toast.dismiss(id);
}

/**
 * Checks a save payload with the shared schema the server uses, so the words match. A missing
 * name is the warning toast, a missing icon an error toast (spec-core §5); every problem is
 * also returned for inline display. Answers null when the payload passes.
 */
export function checkPayload(schema: z.ZodType, payload: unknown, translate: Translate = asIs): EditorIssues | null {
  dismissFormToasts();
  const issues = issuesOf(schema, payload, translate);
  if (Object.keys(issues).length === 0) return null;
  const toastOf = issues.name ?? issues.icon;
  if (toastOf) formToasts.add(toastOf);
  if (issues.name && issues.name === translate(messages.fillAllFields)) warnToast(issues.name);
  else if (issues.name) toast.error(issues.name, { id: issues.name });
  else if (issues.icon) toast.error(issues.icon, { id: issues.icon });
  return issues;
}

/** The element of each role, in the order a person meets them on the form. */
const fieldIds: [keyof EditorIssues, string[]][] = [
  ['name', ['listing-name']],
  ['icon', ['listing-icon']],
  ['linkURL', ['remote-url', 'have-remote']],
  ['localUrl', ['local-url']],
  ['description', ['link-description']],
];

function focusFirstIssue(issues: EditorIssues): void {
  for (const [role, ids] of fieldIds) {
    if (!issues[role]) continue;
    const element = ids.map((id) => document.getElementById(id)).find((e) => e !== null);
    element?.focus();
    return;
  }
}

/**
 * An editor's field problems: `check()` validates on save (toasts, inline errors, focus on the
 * first bad field); afterwards each error goes away, with its toast, as soon as its field is fixed.
 */
export function useEditorIssues(schema: z.ZodType, payload: unknown, translate: Translate = asIs): { issues: EditorIssues; check: () => boolean } {
  // What the last save found, by role; what is shown is the part of it that still fails.
  const [found, setFound] = useState<EditorIssues>({});
  const roles = Object.keys(found) as (keyof EditorIssues)[];
  const now = roles.length > 0 ? issuesOf(schema, payload, translate) : {};
  const issues: EditorIssues = {};
  for (const role of roles) if (now[role]) issues[role] = now[role];
  const fixed = roles.filter((role) => !issues[role]).map((role) => found[role]);
  const fixedKey = fixed.join('\n');
  useEffect(() => {
    for (const message of fixedKey.split('\n')) dismissFormToast(message || undefined);
  }, [fixedKey]);
  // Leaving the form leaves no stale warning behind.
  useEffect(() => dismissFormToasts, []);
  const check = () => {
    const problems = checkPayload(schema, payload, translate);
    setFound(problems ?? {});
    if (problems) focusFirstIssue(problems);
    return !problems;
  };
  return { issues, check };
}
