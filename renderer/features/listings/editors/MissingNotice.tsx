import type { ListingKind } from '../../../../shared/contracts/listings.js';

const nouns: Record<ListingKind, string> = { folder: 'folder', link: 'link', todo: 'todo list', snippet: 'snippet list' };

/** Said above an edit screen whose item does not exist: the form adds a new one instead. */
export function MissingNotice({ kind }: { kind: ListingKind }) {
  return (
    <>
      <strong>No such {nouns[kind]} was found.</strong>
      <span>It may have been deleted. Saving this form adds a new {nouns[kind]}.</span>
    </>
  );
}
