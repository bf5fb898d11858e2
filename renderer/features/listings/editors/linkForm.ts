import { pageLinkPattern, type ListingDetail } from '../../../../shared/contracts/listings.js';
import type { EditorContext } from './editorSetup.js';
import type { IntegrationChoice } from './IntegrationSlot.js';
import { initialCommon } from './editorSetup.js';

/** The link editor's state: the common fields plus where the link leads. */
export interface LinkForm extends ReturnType<typeof initialCommon> {
  haveRemote: boolean;
  remoteUrl: string;
  /** A page the link leads to (/p/{pageId}); empty for none. */
  pageId: string;
  localUrl: string;
  /** A line shown under the name on the card; empty for none. */
  description: string;
  /** appId '' for none. */
  integration: IntegrationChoice;
}

export function initialLinkForm(ctx: EditorContext): LinkForm {
  const url = ctx.listing?.listingUrl ?? '';
  const pageId = pageLinkPattern.exec(url)?.[1] ?? '';
  return {
    ...initialCommon(ctx),
    haveRemote: Boolean(url) && !pageId,
    remoteUrl: pageId ? '' : url,
    pageId,
    localUrl: ctx.listing?.localUrl ?? '',
    description: ctx.listing?.description ?? '',
    integration: {
      appId: ctx.listing?.integration?.appId ?? '',
      config: ctx.listing?.integration?.config ?? {},
      selfSigned: ctx.listing?.integration?.tls?.selfSigned ?? false,
      fingerprint: ctx.listing?.integration?.tls?.fingerprint ?? null,
      pins: {},
    },
  };
}

/**
 * The /listing/save/link payload (spec-core §5): a page wins over the URLs; the remote URL is
 * sent only when "Have Remote URL" is checked.
 */
export function linkPayload(ctx: EditorContext, form: LinkForm) {
  return {
    listingId: ctx.listing?._id ?? null,
    parentId: ctx.parentId,
    linkName: form.name,
    linkIcon: form.icon,
    linkURL: form.pageId ? `/p/${form.pageId}` : form.haveRemote ? form.remoteUrl : '',
    localUrl: form.pageId ? '' : form.localUrl,
    description: form.description,
    showInSidebar: form.inSidebar,
    showOnFeatured: ctx.atRoot && form.onFeatured,
    integration: form.integration.appId ? integrationPayload(form.integration) : null,
  };
}

/** A self-signed certificate is trusted by the fingerprint its test saw (the server refuses it without one). */
function integrationPayload(choice: IntegrationChoice) {
  const base = { package: choice.appId, config: choice.config };
  if (!choice.selfSigned) return base;
  return Object.keys(choice.pins).length > 0 ? { ...base, selfSigned: true, fingerprint: choice.fingerprint, pins: choice.pins } : { ...base, selfSigned: true, fingerprint: choice.fingerprint };
}

/** Choosing a page clears both URLs; choosing none leaves them as they are. */
export function choosePage(form: LinkForm, pageId: string): LinkForm {
  return pageId ? { ...form, pageId, remoteUrl: '', localUrl: '', haveRemote: false } : { ...form, pageId };
}

/** Typing a URL clears the page (a link leads to one place). */
export function typeUrl(form: LinkForm, field: 'remoteUrl' | 'localUrl', value: string): LinkForm {
  return { ...form, [field]: value, pageId: value ? '' : form.pageId };
}

/** The pages to offer, plus the linked one if it is no longer listed (so the select can show it). */
export function pageOptions(
  detail: Pick<ListingDetail, 'pages'> | null,
  pageId: string,
  unlisted = 'A page that is no longer listed',
): { id: string; title: string }[] {
  const pages = (detail?.pages ?? []).map((p) => ({ id: p._id, title: p.pageTitle }));
  if (pageId && !pages.some((p) => p.id === pageId)) pages.unshift({ id: pageId, title: unlisted });
  return pages;
}
