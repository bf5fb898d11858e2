/**
 * The folder page's own timing marks (issue 48): when a folder's list arrived and the frame that
 * painted its cards. A browser test reads them to check that nothing, such as a Suspense fallback
 * held on screen by React, stands between the two; the bench prints the gap.
 */
export const folderMarks = { data: 'hearth:folder-data', links: 'hearth:folder-links' } as const;

/** The answer for the folder list at `path` is here. */
export function markFolderData(path: string): void {
  performance.mark(folderMarks.data, { detail: path });
}

/** Called after the commit that put a folder's cards in the page: marks the frame that paints them. */
export function markFolderLinksPainted(path: string): () => void {
  const frame = requestAnimationFrame(() => performance.mark(folderMarks.links, { detail: path }));
  return () => cancelAnimationFrame(frame);
}
