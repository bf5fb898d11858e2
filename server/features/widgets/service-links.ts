import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { serviceWidgetMessages, type ServiceLink } from '../../../shared/contracts/service-widget.js';
import type { WidgetKind } from '../../../shared/contracts/widgets.js';
import { allApps } from '../integrations/apps.repo.js';
import { toListing } from '../listings/listing-view.js';
import { findOwnListing, ownOfType } from '../listings/listings.repo.js';

/** The user's links that have an integration, by name: what a service widget may show. */
export function listServiceLinks(db: Db, userId: string): ServiceLink[] {
  const names = new Map(allApps(db).map((app) => [app.appId, app.appName]));
  return ownOfType(db, userId, 'link').flatMap(({ row, folderName }) =>
    row.integration ? [{ listing: toListing(row), appName: names.get(row.integration.appId) ?? row.integration.appId, folderName }] : [],
  );
}

/**
 * A widget's settings that name another of the user's things are checked here, after the kind's
 * schema: a service widget's link must be the user's own and have an integration. Another user's
 * link reads as one that does not exist.
 */
export function checkWidgetReferences(db: Db, userId: string, kind: WidgetKind, config: object): void {
  if (kind !== 'service') return;
  const linkId = (config as { linkId: string }).linkId;
  const row = findOwnListing(db, userId, linkId);
  if (!row || row.listingType !== 'link') throw badRequest(serviceWidgetMessages.linkMissing);
  if (!row.integration) throw badRequest(serviceWidgetMessages.noIntegration(row.listingName));
}
