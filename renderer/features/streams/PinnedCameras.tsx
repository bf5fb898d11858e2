import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../shared/contracts/listings.js';
import { get } from '../../api/client.js';
import { listingKeys } from '../listings/listingQueries.js';
import { setPinned } from './streamApi.js';
import { StreamCard } from './StreamCard.js';

/** Under the stream keys, so a pin changed in Stream Hub (or any listing write) refreshes it. */
const pinsKey = [...listingKeys.all, 'streams', 'pins'] as const;

/** The home screen's pinned cameras (at most 4), playing; nothing when none is pinned. */
export function PinnedCameras() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Quiet and silent, as a failure shows nothing: home goes on without the cameras.
  const { data } = useQuery({
    queryKey: pinsKey,
    queryFn: ({ signal }) => get<{ cameras: Listing[] }>('/stream/pins', { signal, quiet: true }),
  });
  const pinning = useMutation({
    mutationFn: ({ listingId, pinned }: { listingId: string; pinned: boolean }) => setPinned(listingId, pinned),
    // Pins show in every folder's stream grid as well as here.
    onSuccess: () => client.invalidateQueries({ queryKey: [...listingKeys.all, 'streams'] }),
  });

  const cameras = data?.cameras ?? [];
  if (cameras.length === 0) return null;
  return (
    <section aria-labelledby="home-pinned">
      <h2 className="section-title" id="home-pinned">
        {t('streams.home.pinnedCameras')}
      </h2>
      <div className="stream-grid">
        {cameras.map((camera) => (
          <StreamCard key={camera._id} listing={camera} pinned autoplay onPin={(pinned) => pinning.mutate({ listingId: camera._id, pinned })} />
        ))}
      </div>
    </section>
  );
}
