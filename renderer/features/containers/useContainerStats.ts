import { useEffect, useMemo, useState } from 'react';
import { dockerSocketPath, type ContainerRef, type ContainerStats } from '../../../shared/contracts/docker.js';
import { mergeStats, parseSocketMessage, refKey, statsRequest } from './liveMessages.js';
import { useLiveSocket } from './useLiveSocket.js';

/**
 * Live CPU, memory and network of the containers given, over the containers socket while the
 * screen is open. The server samples only what was asked for; a new set replaces the old one.
 */
export function useContainerStats(refs: readonly ContainerRef[], enabled: boolean): Record<string, ContainerStats> {
  const [stats, setStats] = useState<Record<string, ContainerStats>>({});
  // One request text per set of containers, so a re-render with the same rows sends nothing.
  const request = useMemo(() => statsRequest([...refs].sort((a, b) => refKey(a).localeCompare(refKey(b)))), [refs]);
  const send = useLiveSocket({
    path: enabled ? dockerSocketPath : null,
    onOpen: (ws) => ws.send(request),
    onMessage: (text) => {
      const message = parseSocketMessage(text);
      if (message?.type === 'stats') setStats((all) => mergeStats(all, message.items));
    },
  });
  useEffect(() => {
    send(request);
  }, [send, request]);
  return stats;
}
