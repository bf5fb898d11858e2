import { useSyncExternalStore } from 'react';

/**
 * Unsaved edits of code items, kept while the app runs, so switching snippets (or screens) never
 * loses them. The editor's own state rides along opaquely (undo history, selection); the text is
 * read from it only when needed (save, copy, download), never on every keystroke.
 */
export interface Draft {
  snippetId: string;
  filename: string;
  language: string;
  /** The edited text, or null while the code itself is unchanged. */
  code: (() => string) | null;
  /** CodeMirror's EditorState, restored when the item shows again. */
  editorState: unknown;
}

const drafts = new Map<string, Draft>();
const listeners = new Set<() => void>();
let version = 0;
let lastEdited: string | null = null;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

export function getDraft(codeId: string): Draft | undefined {
  return drafts.get(codeId);
}

/** Records an edit; `patch` merges into the item's draft. */
export function editDraft(codeId: string, base: Omit<Draft, 'code' | 'editorState'>, patch: Partial<Draft>): void {
  const current = drafts.get(codeId) ?? { ...base, code: null, editorState: null };
  drafts.set(codeId, { ...current, ...patch });
  lastEdited = codeId;
  changed();
}

export function clearDraft(codeId: string): void {
  if (drafts.delete(codeId)) changed();
}

/** After a save: forgets the draft only if nothing was typed while the save was on its way. */
export function clearSavedDraft(codeId: string, saved: Draft | undefined): void {
  if (drafts.get(codeId) === saved) clearDraft(codeId);
}

export function clearSnippetDrafts(snippetId: string): void {
  for (const [id, draft] of drafts) if (draft.snippetId === snippetId) drafts.delete(id);
  changed();
}

/** The code item edited last: what Ctrl/Cmd+S saves when no item has focus. */
export function lastEditedItem(): string | null {
  return lastEdited && drafts.has(lastEdited) ? lastEdited : null;
}

export function hasDrafts(): boolean {
  return drafts.size > 0;
}

/** Re-renders the caller whenever any draft changes; answers the ids of snippets with drafts. */
export function useDraftSnippets(): ReadonlySet<string> {
  useSyncExternalStore(subscribe, () => version);
  return new Set([...drafts.values()].map((d) => d.snippetId));
}

export function useDraft(codeId: string): Draft | undefined {
  useSyncExternalStore(subscribe, () => version);
  return drafts.get(codeId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
