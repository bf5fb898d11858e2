import type { ReachPolicy } from '../../net/reach.js';
import type { CameraStatus } from '../../../shared/contracts/stream-status.js';
import type { CameraHealth } from './camera-health.js';
import type { Relays } from './relays.js';

/**
 * One camera's state: what its relays are doing while someone watches, else the last thing a
 * relay, preview or check learnt, else unknown.
 */
export function cameraStatus(listingId: string, url: string, reach: ReachPolicy, relays: Relays, health: CameraHealth): CameraStatus {
  const relay = relays.view(url, reach);
  const known = health.get(url);
  const checkedAt = known?.at ?? null;
  if (relay) return { listingId, state: relay.state, reason: relay.reason, checkedAt, viewers: relay.viewers };
  if (known) return { listingId, state: known.ok ? 'reachable' : 'unreachable', reason: known.reason, checkedAt, viewers: 0 };
  return { listingId, state: 'unknown', reason: null, checkedAt: null, viewers: 0 };
}
