import type { Icon } from './icons.js';
import type { TodoPriority } from './todos.js';

/**
 * A user's own data as one JSON file (issue 28 item 3): listings with folders and icons, todo
 * items, snippets and pages. No secrets: integration passwords and keys are left out, and so are
 * cameras (their addresses often carry a password) and authenticator entries.
 */
export const exportFormat = 'hearth-export';
export const exportVersion = 1;

interface ExportedBase {
  name: string;
  icon: Icon | null;
  inSidebar: boolean;
  onFeatured: boolean;
}

export interface ExportedFolder extends ExportedBase {
  type: 'category';
  children: ExportedListing[];
}

export interface ExportedLink extends ExportedBase {
  type: 'link';
  url: string | null;
  localUrl: string | null;
  /** The integration and its settings without any password field. */
  integration: { appId: string; config: Record<string, unknown> } | null;
}

export interface ExportedTodoList extends ExportedBase {
  type: 'todo';
  items: { todoItem: string; completed: boolean; dueDate: string | null; priority: TodoPriority }[];
}

export interface ExportedSnippetList extends ExportedBase {
  type: 'snippet';
  snippets: { title: string; language: string; items: { filename: string; code: string; language: string }[] }[];
}

export type ExportedListing = ExportedFolder | ExportedLink | ExportedTodoList | ExportedSnippetList;

export interface HearthExport {
  format: typeof exportFormat;
  version: typeof exportVersion;
  exportedAt: string;
  listings: ExportedListing[];
  pages: { pageTitle: string; pageContent: string; isPublished: boolean }[];
  /** What the file does not hold, said in words. */
  leftOut: string[];
}
