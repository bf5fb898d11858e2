import { z } from 'zod';
import { outsideViewMessages as m } from '../messages.js';

/** POST /api/v1/monitoring/monitor/:id/badge: on (keeping the token it has) or off (forgetting it). */
export const badgeSaveSchema = z.object({
  enabled: z.boolean({ error: m.badgeEnabledInvalid }),
});
export type BadgeSaveBody = z.infer<typeof badgeSaveSchema>;

/** The days an uptime badge may cover: the ranges the history keeps. */
export const badgeDays = [1, 7, 30, 90] as const;
export type BadgeDays = (typeof badgeDays)[number];

/** A monitor's badge as its owner sees it; the paths are under /api/v1 and need no session. */
export interface MonitorBadge {
  enabled: boolean;
  statusPath: string | null;
  uptimePath: string | null;
}

export function badgeOf(token: string | null): MonitorBadge {
  if (!token) return { enabled: false, statusPath: null, uptimePath: null };
  return { enabled: true, statusPath: `/api/v1/badge/${token}/status.svg`, uptimePath: `/api/v1/badge/${token}/uptime.svg?days=30` };
}
