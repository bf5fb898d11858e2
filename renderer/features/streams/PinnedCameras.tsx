import { useEffect, useState } from 'react';
import type { Listing } from '../../../shared/contracts/listings.js';
import { get } from '../../api/client.js';
import { setPinned } from './streamApi.js';
import { StreamCard } from './StreamCard.js';

/** The home screen's pinned cameras (at most 4), playing; nothing when none is pinned. */
export function PinnedCameras() {
  const [cameras, setCameras] = useState<Listing[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    get<{ cameras: Listing[] }>('/stream/pins', { signal: controller.signal, quiet: true }).then(
      (pins) => setCameras(pins.cameras),
      () => undefined,
    );
    return () => controller.abort();
  }, [version]);

  if (cameras.length === 0) return null;
  return (
    <section aria-labelledby="home-pinned">
      <h2 className="section-title" id="home-pinned">
        Pinned cameras
      </h2>
      <div className="stream-grid">
        {cameras.map((camera) => (
          <StreamCard
            key={camera._id}
            listing={camera}
            pinned
            autoplay
            onPin={(next) => void setPinned(camera._id, next).then(() => setVersion((v) => v + 1), () => undefined)}
          />
        ))}
      </div>
    </section>
  );
}
