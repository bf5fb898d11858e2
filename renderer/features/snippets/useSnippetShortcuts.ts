import { useEffect } from 'react';
import { hasDrafts, lastEditedItem } from './drafts.js';
import { saveCodeItem } from './savers.js';
import { claimCommandK } from '../palette/shortcutClaims.js';

/** The code item whose editor or fields have focus, if any. */
function focusedItem(): string | null {
  const active = document.activeElement;
  return active instanceof Element ? (active.closest<HTMLElement>('[data-code-id]')?.dataset.codeId ?? null) : null;
}

/**
 * The snippet screen's keys: Ctrl/Cmd+S saves the code item being edited (the focused one, else
 * the last edited), Ctrl/Cmd+K focuses the header search (claimed from the command palette while
 * this screen is shown). Leaving the page with unsaved code asks first.
 */
export function useSnippetShortcuts(): void {
  useEffect(() => {
    const release = claimCommandK();
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        // Never the browser's "Save page" here, even when nothing is unsaved.
        event.preventDefault();
        saveCodeItem(focusedItem() ?? lastEditedItem());
      } else if (key === 'k') {
        const search = document.getElementById('header-search');
        if (!(search instanceof HTMLInputElement)) return;
        event.preventDefault();
        search.focus();
        search.select();
      }
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (hasDrafts()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      release();
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);
}
