import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TotpDetails, TotpEntry } from '../../../shared/contracts/totp.js';
import { get } from '../../api/client.js';

export const totpKeys = {
  list: ['totp'] as const,
  detail: (authId: string) => ['totp', 'detail', authId] as const,
};

/** The user's entries with their current codes, as the server made them. */
export function useTotpList(enabled = true) {
  return useQuery({
    queryKey: totpKeys.list,
    queryFn: ({ signal }) => get<{ items: TotpEntry[] }>('/totp/list', { signal }).then((m) => m.items),
    enabled,
  });
}

export function useTotpDetails(authId: string | null) {
  return useQuery({
    queryKey: totpKeys.detail(authId ?? ''),
    queryFn: ({ signal }) => get<TotpDetails>(`/totp/${encodeURIComponent(authId ?? '')}`, { signal }),
    enabled: authId !== null,
  });
}

/** The wall clock, ticking once a second while a component shows codes. */
export function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Seconds left of an entry's period `now`, counted from when its answer arrived. */
export function secondsLeftAt(entry: TotpEntry, answeredAt: number, now: number): number {
  return entry.secondsLeft - Math.floor((now - answeredAt) / 1000);
}

/** A code in two groups, as authenticator apps show it: "123 456", "1234 5678". */
export function groupCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)} ${code.slice(half)}`;
}
