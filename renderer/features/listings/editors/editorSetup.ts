import { builtinIcon, type Icon } from '../../../../shared/contracts/icons.js';
import type { Listing, ListingKind } from '../../../../shared/contracts/listings.js';
import { editorKinds, managementPath } from './editorKinds.js';

/** Where an editor stands: the item (null when adding), where it lives and where Save returns. */
export interface EditorContext {
  kind: ListingKind;
  listing: Listing | null;
  /** The folder from the route (add into it) or the item's own parent (edit). */
  parentId: string | null;
  /** Featured exists only at the root (spec-core §5). */
  atRoot: boolean;
  backTo: string;
  /** An id was given but nothing was found, so the screen adds instead. */
  missing: boolean;
}

export function editorContext(kind: ListingKind, listing: Listing | null, routeParentId: string | undefined, missing: boolean): EditorContext {
  const parentId = routeParentId ?? listing?.parentId ?? null;
  const atRoot = listing ? listing.parentId === null : !routeParentId;
  return { kind, listing, parentId, atRoot, backTo: managementPath(parentId), missing };
}

/** The name, icon and visibility a form starts with: the item's, or an add screen's defaults. */
export function initialCommon(ctx: EditorContext): { name: string; icon: Icon | null; inSidebar: boolean; onFeatured: boolean } {
  const { listing } = ctx;
  if (!listing) return { name: '', icon: builtinIcon(editorKinds[ctx.kind].defaultIcon), inSidebar: false, onFeatured: ctx.atRoot };
  return { name: listing.listingName, icon: listing.listingIcon, inSidebar: listing.inSidebar, onFeatured: listing.onFeatured };
}

export function editorTitle(ctx: EditorContext): string {
  const text = editorKinds[ctx.kind];
  return ctx.listing ? text.editTitle : text.addTitle;
}
