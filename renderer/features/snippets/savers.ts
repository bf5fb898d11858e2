/** Save functions of the code items on screen, so Ctrl/Cmd+S can save the one being edited. */
const savers = new Map<string, () => void>();

export function registerSaver(codeId: string, save: () => void): () => void {
  savers.set(codeId, save);
  return () => {
    if (savers.get(codeId) === save) savers.delete(codeId);
  };
}

/** Saves the code item with this id if it is on screen; answers whether one was. */
export function saveCodeItem(codeId: string | null): boolean {
  const save = codeId ? savers.get(codeId) : undefined;
  save?.();
  return Boolean(save);
}
