import type { AppContext } from '../../context.js';
import type { OidcProviderRow } from '../../db/schema/index.js';
import { oidcSecretMissing, type OidcProviderSave, type OidcProviderView } from '../../../shared/contracts/oidc.js';
import { badRequest, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { deleteProvider, findProvider, insertProvider, listProviders, updateProvider } from './oidc.repo.js';

const purpose = 'oidc-client-secret';
export const providerNotFound = 'That sign-in provider does not exist (any more).';

export function providerView(row: OidcProviderRow): OidcProviderView {
  const { clientSecretSealed, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, hasSecret: clientSecretSealed !== '' };
}

export function openClientSecret(ctx: Pick<AppContext, 'secrets'>, row: OidcProviderRow): string {
  return ctx.secrets.open(row.clientSecretSealed, purpose);
}

export function providerViews(ctx: AppContext): OidcProviderView[] {
  return listProviders(ctx.db).map(providerView);
}

export function addProvider(ctx: AppContext, body: OidcProviderSave): OidcProviderView {
  if (body.clientSecret === '') throw badRequest(oidcSecretMissing);
  const now = new Date(ctx.clock()).toISOString();
  const { clientSecret, ...fields } = body;
  const row: OidcProviderRow = { id: newId(), ...fields, clientSecretSealed: ctx.secrets.seal(clientSecret, purpose), createdAt: now, updatedAt: now };
  insertProvider(ctx.db, row);
  ctx.log(`Single sign-on: provider "${row.name}" added.`);
  return providerView(row);
}

/** Saving without a secret keeps the stored one, as the form shows only that one is set. */
export function editProvider(ctx: AppContext, id: string, body: OidcProviderSave): OidcProviderView {
  const row = findProvider(ctx.db, id);
  if (!row) throw notFound(providerNotFound);
  const { clientSecret, ...fields } = body;
  const values = { ...fields, updatedAt: new Date(ctx.clock()).toISOString(), ...(clientSecret ? { clientSecretSealed: ctx.secrets.seal(clientSecret, purpose) } : {}) };
  updateProvider(ctx.db, id, values);
  return providerView({ ...row, ...values });
}

export function removeProvider(ctx: AppContext, id: string): void {
  if (!deleteProvider(ctx.db, id)) throw notFound(providerNotFound);
  ctx.log('Single sign-on: a provider was removed.');
}
