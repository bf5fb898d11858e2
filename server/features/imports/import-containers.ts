import type { Db } from '../../db/client.js';
import type { ImportContainerPreview } from '../../../shared/contracts/imports.js';
import { discoveryMessages } from '../../../shared/messages.js';
import { findHost, hostNamed } from '../docker/docker.repo.js';
import type { ContainerRef } from './import-tree.js';

/**
 * Binds imported links to their containers (issue 42). Homepage's `server` names a Docker host
 * of its docker.yaml; the same name in Hearth's Docker hosts is taken to be the same engine (a
 * discovered container's entry names the host by its id). A host Hearth does not have is said
 * once, with the links that named it: they are imported unbound.
 */
export class ContainerPlanner {
  private readonly missing = new Map<string, string[]>();

  constructor(private readonly db: Db) {}

  plan(linkName: string, ref: ContainerRef | null): ImportContainerPreview | null {
    if (!ref) return null;
    const host = findHost(this.db, ref.server) ?? hostNamed(this.db, ref.server);
    if (host) return { host: host.id, hostName: host.name, name: ref.name };
    const names = this.missing.get(ref.server) ?? [];
    if (!names.includes(linkName)) names.push(linkName);
    this.missing.set(ref.server, names);
    return null;
  }

  warnings(): string[] {
    return [...this.missing].map(([server, names]) => discoveryMessages.noSuchHost(server, names));
  }
}
