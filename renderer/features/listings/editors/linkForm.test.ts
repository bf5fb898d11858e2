import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../shared/contracts/listings.js';
import { editorContext } from './editorSetup.js';
import { makeListing } from '../../../test-support/listing.js';
import { choosePage, initialLinkForm, linkPayload, typeUrl } from './linkForm.js';

const link = (overrides: Partial<Listing>): Listing => makeListing(overrides);

describe('the link form', () => {
  it('reads a page link as the chosen page, not as a remote URL', () => {
    const form = initialLinkForm(editorContext('link', link({ listingUrl: '/p/page1' }), undefined, false));
    expect(form).toMatchObject({ pageId: 'page1', haveRemote: false, remoteUrl: '' });
  });

  it('reads an http URL as a checked remote URL', () => {
    const form = initialLinkForm(editorContext('link', link({ listingUrl: 'https://example.test', localUrl: 'http://10.0.0.2' }), undefined, false));
    expect(form).toMatchObject({ haveRemote: true, remoteUrl: 'https://example.test', localUrl: 'http://10.0.0.2' });
  });

  it('sends the remote URL only when "Have Remote URL" is checked', () => {
    const ctx = editorContext('link', null, undefined, false);
    const form = { ...initialLinkForm(ctx), name: 'x', remoteUrl: 'https://example.test', localUrl: 'http://10.0.0.2' };
    expect(linkPayload(ctx, form).linkURL).toBe('');
    expect(linkPayload(ctx, { ...form, haveRemote: true }).linkURL).toBe('https://example.test');
  });

  it('clears both URLs when a page is chosen, and the page when a local URL is typed', () => {
    const ctx = editorContext('link', null, undefined, false);
    const withUrls = { ...initialLinkForm(ctx), haveRemote: true, remoteUrl: 'https://a.test', localUrl: 'http://b.test' };
    const paged = choosePage(withUrls, 'p9');
    expect(paged).toMatchObject({ pageId: 'p9', remoteUrl: '', localUrl: '', haveRemote: false });
    expect(linkPayload(ctx, paged)).toMatchObject({ linkURL: '/p/p9', localUrl: '' });
    expect(typeUrl(paged, 'localUrl', 'http://c.test')).toMatchObject({ pageId: '', localUrl: 'http://c.test' });
  });

  it('offers Featured only at the root and turns it on for a new root item', () => {
    expect(initialLinkForm(editorContext('link', null, undefined, false)).onFeatured).toBe(true);
    const inFolder = editorContext('link', null, 'folder1', false);
    expect(inFolder.atRoot).toBe(false);
    expect(linkPayload(inFolder, { ...initialLinkForm(inFolder), onFeatured: true }).showOnFeatured).toBe(false);
  });

  it('reads and sends the description, empty when the link has none', () => {
    const ctx = editorContext('link', link({ listingUrl: 'https://example.test', description: 'TV shows' }), undefined, false);
    const form = initialLinkForm(ctx);
    expect(form.description).toBe('TV shows');
    expect(linkPayload(ctx, { ...form, description: 'Films' }).description).toBe('Films');
    expect(initialLinkForm(editorContext('link', null, undefined, false)).description).toBe('');
  });
});
