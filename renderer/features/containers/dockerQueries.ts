import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import type { ContainerAction, ContainerActionResult, ContainerBindingInput, DockerContainerList, DockerEngineInfo, DockerHost, DockerHostCreateInput, LinkContainer } from '../../../shared/contracts/docker.js';
import { dockerMessages as m, messages } from '../../../shared/messages.js';
import { get, isApiError, post, request } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { QueryIndex, sharedIndex } from '../../api/queryIndex.js';

export const dockerKeys = {
  all: ['docker'] as const,
  hosts: ['docker', 'hosts'] as const,
  containers: ['docker', 'containers'] as const,
  links: ['docker', 'links'] as const,
};

/** How often the list is read again while the screen is open: states and health change on their own. */
export const containersRefreshMs = 5_000;

const enc = encodeURIComponent;

/** The super admin's hosts (GET /docker/hosts). */
export function useDockerHosts(enabled = true) {
  return useQuery({
    queryKey: dockerKeys.hosts,
    queryFn: async ({ signal }) => (await get<{ items: DockerHost[] }>('/docker/hosts', { signal })).items,
    enabled,
  });
}

/** Every host's containers, and which hosts could not be read. */
export function useContainers({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) {
  return useQuery({
    queryKey: dockerKeys.containers,
    queryFn: ({ signal }) => get<DockerContainerList>('/docker/containers', { signal, quiet: !live }),
    enabled,
    refetchInterval: live ? containersRefreshMs : false,
  });
}

/** What POST and PATCH /docker/hosts answer. */
interface SavedHost {
  host: DockerHost;
  text: string;
}

/** Adds (no id) or changes a host; the form's fields go as they are, the schema decides. */
export function useSaveDockerHost(onSaved: (host: DockerHost) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DockerHostCreateInput }) => (id ? request<SavedHost>('PATCH', `/docker/hosts/${enc(id)}`, body) : post<SavedHost>('/docker/hosts', body)),
    onSuccess: ({ host, text }) => {
      toast.dismiss();
      toast.success(text || m.hostSaved);
      void queryClient.invalidateQueries({ queryKey: dockerKeys.all });
      onSaved(host);
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, isApiError(error) && error.status === 400),
  });
}

export function useDeleteDockerHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/docker/hosts/${enc(id)}`),
    onSuccess: () => {
      toast.success(m.hostDeleted);
      void queryClient.invalidateQueries({ queryKey: dockerKeys.all });
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, true),
  });
}

/** "Test connection": the engine's version and the API version in use, or the server's reason. */
export function useTestDockerHost() {
  return useMutation({
    mutationFn: (id: string) => post<DockerEngineInfo>(`/docker/hosts/${enc(id)}/test`, {}, { quiet: true }),
  });
}

/** Start, stop or restart; the list is read again so every badge follows. */
export function useContainerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ host, id, action }: { host: string; id: string; action: ContainerAction }) => post<ContainerActionResult>(`/docker/containers/${enc(host)}/${enc(id)}/${action}`, {}),
    // The card shows the container as it is after the action before the dialog closes, so focus
    // can go to the button that replaced the one pressed (Stop becomes Start).
    onSuccess: async (result) => {
      toast.success(result.text);
      const after = result.container;
      if (after) queryClient.setQueryData<DockerContainerList>(dockerKeys.containers, (list) => list && { ...list, items: list.items.map((c) => (c.host === after.host && c.id === after.id ? after : c)) });
      await queryClient.invalidateQueries({ queryKey: dockerKeys.all });
    },
    onError: (error) => toastError(error, messages.somethingWentWrong, true),
  });
}

/** The current user's links bound to a container, and each one's container now (one read for every card). */
const linkContainersQuery = {
  queryKey: dockerKeys.links,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await get<{ items: LinkContainer[] }>('/docker/links', { signal, quiet: true })).items,
  refetchInterval: containersRefreshMs * 6,
};

export function useLinkContainers() {
  return useQuery(linkContainersQuery);
}

/** The container bound to one card's link: one shared observer for every card on screen (queryIndex.ts). */
export function useLinkContainer(listingId: string): LinkContainer | undefined {
  const client = useQueryClient();
  const index = sharedIndex(client, 'link-containers', () => new QueryIndex(client, linkContainersQuery, (l: LinkContainer) => l.listingId));
  return useSyncExternalStore(index.subscribe, () => index.get(listingId));
}

/** Binds a link to a container (host and name, or a label selector), or unbinds it with `{}`. */
export function bindLinkContainer(listingId: string, body: ContainerBindingInput): Promise<string> {
  return post<string>(`/docker/links/${enc(listingId)}/container`, body);
}
