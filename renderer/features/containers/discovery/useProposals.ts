import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DockerProposals, ProposalsAddInput } from '../../../../shared/contracts/docker-proposals.js';
import type { ImportResult } from '../../../../shared/contracts/imports.js';
import { messages } from '../../../../shared/messages.js';
import { get, post } from '../../../api/client.js';
import { toastError } from '../../../api/toastError.js';
import { invalidateListings } from '../../listings/listingQueries.js';
import { dockerKeys, useContainers } from '../dockerQueries.js';
import { containersSignature } from './proposalView.js';

export const proposalKeys = { all: ['docker', 'proposals'] as const };

/** How often proposals are read again while the screen is open, besides when the containers change. */
export const proposalsRefreshMs = 10_000;

/**
 * The cards running containers' labels propose. The containers screen already reads the
 * containers every few seconds; when what discovery reads there changes (a container started,
 * stopped or removed, a host turned on or off), the proposals are read at once.
 */
export function useProposals() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: proposalKeys.all,
    queryFn: ({ signal }) => get<DockerProposals>('/docker/proposals', { signal, quiet: true }),
    refetchInterval: proposalsRefreshMs,
  });
  const containers = useContainers();
  const signature = containersSignature(containers.data);
  useEffect(() => {
    if (signature) void client.invalidateQueries({ queryKey: proposalKeys.all });
  }, [signature, client]);
  return query;
}

/**
 * Adds the chosen proposals as cards. The page shows the result in place (with its warnings), so
 * there is no toast on success; the dashboard, folders and the cards' container badges follow.
 */
export function useAddProposals(onAdded: (result: ImportResult) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposalsAddInput) => post<ImportResult>('/docker/proposals', body),
    onSuccess: async (result) => {
      onAdded(result);
      await Promise.all([invalidateListings(client), client.invalidateQueries({ queryKey: dockerKeys.links }), client.invalidateQueries({ queryKey: proposalKeys.all })]);
    },
    // "No longer proposed" and "already there" are the server's words; the list is read again so it matches.
    onError: (error) => {
      toastError(error, messages.somethingWentWrong, true);
      void client.invalidateQueries({ queryKey: proposalKeys.all });
    },
  });
}
