import { useEffect, useState } from 'react';
import type { ListingDetail, ListingKind } from '../../../../shared/contracts/listings.js';
import { get, isApiError } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { editorKinds } from './editorKinds.js';

export type DetailState =
  | { status: 'loading' }
  /** `missing`: an id was given but no such item of this kind is the user's (404). */
  | { status: 'ready'; detail: ListingDetail | null; missing: boolean }
  | { status: 'failed' };

const empty: DetailState = { status: 'ready', detail: null, missing: false };

/**
 * The item an edit screen works on (GET /listing/{kind}/{id}). Without an id it is an add
 * screen; an id that finds nothing resets to an empty form (spec-features §4). Other failures
 * toast the kind's fetch message and offer a retry, so a save can't create a duplicate.
 */
export function useListingDetail(kind: ListingKind, listingId: string | undefined, attempt: number): DetailState {
  const [loaded, setLoaded] = useState<{ key: string; state: DetailState } | null>(null);
  const key = `${kind}/${listingId ?? ''}/${attempt}`;

  useEffect(() => {
    if (!listingId) return;
    const controller = new AbortController();
    get<ListingDetail>(`/listing/${kind}/${encodeURIComponent(listingId)}`, { signal: controller.signal }).then(
      (detail) => setLoaded({ key, state: { status: 'ready', detail: detail.listing ? detail : null, missing: !detail.listing } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && !error.handled && (error.status === 404 || error.status === 400)) {
          setLoaded({ key, state: { status: 'ready', detail: null, missing: true } });
          return;
        }
        toastError(error, editorKinds[kind].fetchFailed);
        setLoaded({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [kind, listingId, key]);

  if (!listingId) return empty;
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
