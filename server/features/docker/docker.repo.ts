import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dockerHosts, listings, type DockerHostRow, type ListingRow, type NewDockerHostRow } from '../../db/schema/index.js';

/** Queries on Docker hosts and links' container bindings; the rules are in docker.service.ts. */

export function listHosts(db: Db): DockerHostRow[] {
  return db.select().from(dockerHosts).orderBy(asc(dockerHosts.name)).all();
}

export function findHost(db: Db, id: string): DockerHostRow | undefined {
  return db.select().from(dockerHosts).where(eq(dockerHosts.id, id)).get();
}

export function hostNamed(db: Db, name: string): DockerHostRow | undefined {
  return db.select().from(dockerHosts).where(eq(dockerHosts.name, name)).get();
}

export function insertHost(db: Db, row: NewDockerHostRow): DockerHostRow {
  return db.insert(dockerHosts).values(row).returning().get();
}

export function updateHost(db: Db, id: string, values: Partial<NewDockerHostRow>): DockerHostRow | undefined {
  return db.update(dockerHosts).set(values).where(eq(dockerHosts.id, id)).returning().get();
}

export function deleteHost(db: Db, id: string): boolean {
  return db.delete(dockerHosts).where(eq(dockerHosts.id, id)).run().changes > 0;
}

/** The caller's links bound to a container. */
export function boundLinks(db: Db, userId: string): Pick<ListingRow, 'id' | 'containerHostId' | 'containerName' | 'containerLabel'>[] {
  return db
    .select({ id: listings.id, containerHostId: listings.containerHostId, containerName: listings.containerName, containerLabel: listings.containerLabel })
    .from(listings)
    .where(and(eq(listings.userId, userId), or(isNotNull(listings.containerName), isNotNull(listings.containerLabel))))
    .all();
}

export function setBinding(db: Db, userId: string, listingId: string, binding: Pick<ListingRow, 'containerHostId' | 'containerName' | 'containerLabel'>): boolean {
  return (
    db
      .update(listings)
      .set(binding)
      .where(and(eq(listings.id, listingId), eq(listings.userId, userId), eq(listings.listingType, 'link')))
      .run().changes > 0
  );
}
