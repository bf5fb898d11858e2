import { z } from 'zod';
import { discoveryMessages as m } from '../messages.js';
import type { DockerHostStatus } from './docker.js';
import type { ImportKeyState } from './imports.js';

/**
 * Discovery's proposed cards (issue 42): what running containers' labels describe, previewed
 * through the Homepage import, so a proposal is exactly what adding it does.
 */
export interface DockerProposal {
  /** `<host id>/<container name>`: what POST /api/v1/docker/proposals takes. */
  key: string;
  host: string;
  hostName: string;
  containerName: string;
  name: string;
  url: string;
  /** The folder the card goes in (made when the user has none of that name). */
  group: string;
  /** The icon's address (the offline brand set), or null for the generic link icon. */
  icon: string | null;
  description: string | null;
  /** The built-in integration its widget labels map to, and what became of a key in them. */
  integration: { appId: string; appName: string; keys: ImportKeyState } | null;
  /** Why adding it would add nothing (already on the dashboard); null: it is new. */
  added: string | null;
}

/** GET /api/v1/docker/proposals. */
export interface DockerProposals {
  items: DockerProposal[];
  /** Labels that made no card, and what the import would leave out, in words a person can act on. */
  warnings: string[];
  /** Each host's state: one that cannot be read, or has discovery off, proposes nothing. */
  hosts: DockerHostStatus[];
}

export const maxProposalKeys = 500;

/** POST /api/v1/docker/proposals: adds the chosen proposals as cards. */
export const proposalsAddSchema = z.object({
  keys: z
    .array(z.string({ error: m.keysInvalid }).min(3, m.keysInvalid).max(400, m.keysInvalid), { error: m.keysInvalid })
    .min(1, m.noneChosen)
    .max(maxProposalKeys, m.tooManyChosen(maxProposalKeys)),
  /** Keys in widget labels are carried (sealed) only when a super admin asks for it. */
  includeKeys: z.boolean({ error: 'includeKeys must be true or false.' }).default(false),
});
export type ProposalsAddInput = z.input<typeof proposalsAddSchema>;
