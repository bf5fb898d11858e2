import type { Db } from '../../db/client.js';
import type { Channel } from '../../ws/hub.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { findOwnListing } from '../listings/listings.repo.js';
import { relayModes, type RelayMode } from './relay.js';
import type { Relays } from './relays.js';
import type { ServerConfig } from '../../config.js';
import { reachPolicy, refusesLiteral } from '../../net/reach.js';
import type { SecretBox } from '../../secrets/secret-box.js';
import { cameraUrl } from './camera-secrets.js';
import { closeReason } from '../../ws/close-reason.js';

/**
 * The live-video socket of spec-features §7: `/{videoId}?token=…[&mode=jsmpeg][&events=1]`. Only
 * the caller's own stream listing is relayed; anything else is refused before the upgrade, like a
 * missing id. `events=1` (Hearth's player) adds the camera's state as text messages.
 */
export function videoChannel(db: Db, secrets: SecretBox, relays: Relays, config: Pick<ServerConfig, 'loopbackTargets'>): Channel {
  const streamOf = (userId: string, id: string) => {
    const row = findOwnListing(db, userId, id);
    return row && row.listingType === 'stream' && row.listingUrl ? { id: row.id, url: row.listingUrl } : null;
  };
  return {
    name: 'video',
    // One path segment after the root; `/` itself is the devices channel's.
    match: (pathname) => {
      const id = /^\/([\w-]{1,100})$/.exec(pathname)?.[1];
      return id ? normaliseId(id) : null;
    },
    authorize: ({ user, rest }) => {
      const stream = streamOf(user.id, rest);
      if (!stream) return 404;
      // The reach rule (server/net/reach.ts): a camera on this computer only for those allowed.
      return refusesLiteral(stream.url, reachPolicy(user, config)) ? 403 : null;
    },
    open: (socket, { user, tokenHash, rest, url }) => {
      const stream = streamOf(user.id, rest);
      if (!stream) return socket.close(1008, 'Not found');
      let cameraAt: string;
      try {
        cameraAt = cameraUrl(db, secrets, { id: stream.id, listingUrl: stream.url });
      } catch (error) {
        // The key cannot open the camera's password (restored elsewhere, key file swapped): say so.
        return socket.close(1011, closeReason(error instanceof Error ? error.message : 'Secrets unavailable'));
      }
      const asked = url.searchParams.get('mode');
      const mode: RelayMode = (relayModes as readonly string[]).includes(asked ?? '') ? (asked as RelayMode) : 'remux';
      relays.join({ listingId: stream.id, url: cameraAt, mode, socket, userId: user.id, tokenHash, events: url.searchParams.get('events') === '1', reach: reachPolicy(user, config) });
    },
  };
}
