import type { BuiltinIcon } from '../../../../shared/contracts/icons.js';
import type { ListingKind } from '../../../../shared/contracts/listings.js';
import { messages } from '../../../../shared/messages.js';

/** What differs between the folder, link and todo list editors besides their fields. */
export interface EditorKind {
  addTitle: string;
  editTitle: string;
  nameLabel: string;
  /** The bundled icon a new item starts with (spec-core §3). */
  defaultIcon: BuiltinIcon;
  saved: string;
  saveFailed: string;
  fetchFailed: string;
}

export const editorKinds: Record<ListingKind, EditorKind> = {
  folder: {
    addTitle: 'Add a new folder',
    editTitle: 'Edit folder',
    nameLabel: 'Folder Name',
    defaultIcon: 'folder',
    saved: messages.folderSaved,
    saveFailed: messages.folderSaveFailed,
    fetchFailed: messages.folderFetchFailed,
  },
  link: {
    addTitle: 'Add a new link',
    editTitle: 'Edit link',
    nameLabel: 'Link Name',
    defaultIcon: 'link',
    saved: messages.linkSaved,
    saveFailed: messages.linkSaveFailed,
    fetchFailed: messages.linkFetchFailed,
  },
  todo: {
    addTitle: 'Add a new todo list',
    editTitle: 'Edit todo list',
    nameLabel: 'Todo List Name',
    defaultIcon: 'todo',
    saved: messages.todoSaved,
    saveFailed: messages.todoSaveFailed,
    fetchFailed: messages.todoFetchFailed,
  },
  snippet: {
    addTitle: 'Add a new snippet list',
    editTitle: 'Edit a snippet list',
    nameLabel: 'Snippet Name',
    defaultIcon: 'snippet',
    saved: messages.snippetListSaved,
    saveFailed: messages.snippetListSaveFailed,
    fetchFailed: messages.snippetFetchFailed,
  },
};

/** The management view an editor returns to. */
export function managementPath(parentId: string | null | undefined): string {
  return parentId ? `/manage/listing/${parentId}` : '/manage/listing';
}
