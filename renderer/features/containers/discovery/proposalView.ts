import type { DockerHostStatus } from '../../../../shared/contracts/docker.js';
import type { DockerProposal } from '../../../../shared/contracts/docker-proposals.js';
import { builtinIcon, simpleIconsProvider, type Icon } from '../../../../shared/contracts/icons.js';

/** Proposals under the folder they go to, folders and cards in the order the server gave them. */
export interface ProposalGroup {
  group: string;
  items: DockerProposal[];
}

export function groupProposals(items: DockerProposal[]): ProposalGroup[] {
  const groups = new Map<string, DockerProposal[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, grouped]) => ({ group, items: grouped }));
}

/**
 * The keys that "Add N cards" sends: every proposal not yet added that the person has not
 * un-ticked. Un-ticks are kept rather than ticks, so a container that appears later is ticked.
 */
export function chosenKeys(items: DockerProposal[], unticked: ReadonlySet<string>): string[] {
  return items.filter((item) => item.added === null && !unticked.has(item.key)).map((item) => item.key);
}

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The main button's words: how many cards one click adds. */
export function addAllLabel(count: number): string {
  return count === 0 ? 'Add cards' : `Add ${cards(count)}`;
}

/** The line under the section's title: how many are proposed and how many are already there. */
export function proposalSummary(items: DockerProposal[]): string {
  const fresh = items.filter((item) => item.added === null).length;
  const there = items.length - fresh;
  const parts = [`${cards(fresh)} proposed`];
  if (there > 0) parts.push(`${there} already on your dashboard`);
  return `${parts.join(', ')}.`;
}

/** What becomes of the key a widget label holds, for the integration's badge. */
export function keyNote(keys: NonNullable<DockerProposal['integration']>['keys'], includeKeys: boolean): string {
  switch (keys) {
    case 'none':
      return '';
    case 'withheld':
      return includeKeys ? ' · key from the labels, stored sealed' : ' · key in the labels not added';
    case 'included':
      return ' · key added, sealed';
  }
}

/** Hosts that propose nothing, and why: discovery turned off, or on but the host unreadable (the server's words). */
export function quietHosts(hosts: DockerHostStatus[]): { failed: DockerHostStatus[]; off: DockerHostStatus[] } {
  return { failed: hosts.filter((host) => host.discovery && !host.ok), off: hosts.filter((host) => !host.discovery) };
}

/**
 * What the containers list says that discovery reads (running containers, host states), as one
 * string: when it changes, the proposals are asked for again instead of waiting for the timer.
 */
export function containersSignature(list: { items: { host: string; id: string; state: string }[]; hosts: DockerHostStatus[] } | undefined): string {
  if (!list) return '';
  const running = list.items.filter((item) => item.state === 'running').map((item) => `${item.host}/${item.id}`);
  const hosts = list.hosts.map((host) => `${host.host}:${host.ok ? 1 : 0}${host.discovery ? 1 : 0}`);
  return [...running.sort(), '|', ...hosts.sort()].join(',');
}

const simpleIconsPrefix = '/iconpacks/simple-icons/';

/**
 * The proposal's icon as the card will have it: a brand of the offline Simple Icons set (with
 * its light-theme variant, as the import stores it), another address as it is, or none: the
 * generic link icon.
 */
export function proposalIcon(icon: string | null): Icon {
  if (!icon) return builtinIcon('link');
  if (icon.startsWith(simpleIconsPrefix)) return { iconUrl: icon, iconUrlLight: `${icon}?variant=light`, iconProvider: simpleIconsProvider };
  return { iconUrl: icon, iconUrlLight: null, iconProvider: 'discovery' };
}

/** The fold of the warnings under the proposals. */
export function labelNotesSummary(count: number): string {
  return count === 1 ? '1 note on the labels (a container that made no card, or what adding leaves out)' : `${count} notes on the labels (containers that made no card, or what adding leaves out)`;
}
