import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ListingDetail, ListingKind } from '../../../../shared/contracts/listings.js';
import { toastError } from '../../../api/toastError.js';
import { listingDetailQuery } from '../listingQueries.js';
import { editorKinds } from './editorKinds.js';

export type DetailState =
  | { status: 'loading' }
  /** `missing`: an id was given but no such item of this kind is the user's (404). */
  | { status: 'ready'; detail: ListingDetail | null; missing: boolean }
  /** `retry` asks again (the loader shows meanwhile). */
  | { status: 'failed'; retry: () => void };

const empty: DetailState = { status: 'ready', detail: null, missing: false };

/**
 * The item an edit screen works on (GET /listing/{kind}/{id}). Without an id it is an add
 * screen; an id that finds nothing resets to an empty form (spec-features §4). Other failures
 * toast the kind's fetch message and offer a retry, so a save can't create a duplicate.
 */
export function useListingDetail(kind: ListingKind, listingId: string | undefined): DetailState {
  const query = useQuery(listingDetailQuery(kind, listingId ?? ''));
  const { data, isError, error, errorUpdatedAt, isFetching, refetch } = query;
  useEffect(() => {
    if (isError) toastError(error, editorKinds[kind].fetchFailed);
    // Once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
  const retry = useCallback(() => void refetch(), [refetch]);

  if (!listingId) return empty;
  // Once the form has its item, a later refetch (a listing write elsewhere) never takes it away.
  if (data !== undefined) return { status: 'ready', detail: data, missing: data === null };
  if (isError && !isFetching) return { status: 'failed', retry };
  return { status: 'loading' };
}
