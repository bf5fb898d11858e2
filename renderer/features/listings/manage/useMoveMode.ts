import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router-dom';
import type { Listing } from '../../../../shared/contracts/listings.js';
import { manageHref } from './manageLinks.js';

/** The item being moved. parentId is undefined when unknown (after a reload). */
export interface MovingItem {
  id: string;
  name: string;
  parentId: string | null | undefined;
}

/** Router state that carries the moving item's name and parent from level to level. */
export interface MoveLinkState {
  moving?: MovingItem;
}

export interface MoveMode {
  moving: MovingItem | null;
  /** A management link that keeps move mode (the id in ?move=, the details in router state). */
  linkTo: (folderId: string | null) => To;
  linkState: MoveLinkState | undefined;
  /** Move on an item: selects it, or cancels when it is already the selected one. */
  toggle: (item: Listing) => void;
  cancel: () => void;
}

/**
 * Move mode (spec-core §4) lives in the URL (?move=itemId), so "Go to Parent", Open and the
 * breadcrumb keep the selected item while the management view changes level.
 */
export function useMoveMode(items: Listing[] | undefined): MoveMode {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: MoveLinkState | null };
  const navigate = useNavigate();
  const id = params.get('move');

  const moving = useMemo<MovingItem | null>(() => {
    if (!id) return null;
    if (state?.moving?.id === id) return state.moving;
    const here = items?.find((item) => item._id === id);
    return { id, name: here?.listingName ?? '', parentId: here ? here.parentId : undefined };
  }, [id, state, items]);

  const cancel = useCallback(() => void navigate({ search: '' }, { replace: true, state: null }), [navigate]);

  const toggle = useCallback(
    (item: Listing) => {
      if (moving?.id === item._id) return cancel();
      const next: MovingItem = { id: item._id, name: item.listingName, parentId: item.parentId };
      void navigate({ search: `?move=${encodeURIComponent(item._id)}` }, { replace: true, state: { moving: next } });
    },
    [moving, navigate, cancel],
  );

  const linkTo = useCallback(
    (folderId: string | null): To => ({
      pathname: manageHref(folderId),
      search: moving ? `?move=${encodeURIComponent(moving.id)}` : '',
    }),
    [moving],
  );

  return { moving, linkTo, linkState: moving ? { moving } : undefined, toggle, cancel };
}
