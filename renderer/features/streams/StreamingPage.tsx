import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { CameraIcon } from '../../components/icons/NavIcons.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { StreamCard } from './StreamCard.js';
import { useStreams } from './useStreams.js';

/**
 * /streaming (spec-features §2): the pinned cameras playing at the top, then the folder's
 * cameras (the root unless ?folder= names one) as 360 px cards that play on click.
 */
export default function StreamingPage() {
  const [params] = useSearchParams();
  const folderId = params.get('folder');
  const { list, pinnedCameras, loading, failed, pin } = useStreams(folderId);
  const pinned = new Set(list?.pinned ?? []);
  // The hub's own name (the original said "Root" at the top level, which names nothing a person knows).
  const title = list?.parentFolder ? `${messages.streamTitle}: ${list.parentFolder.listingName}` : messages.streamTitle;
  const others = list?.items.filter((item) => item.listingType === 'stream' && !pinned.has(item._id)) ?? [];
  const addTo = folderId ? `/manage/listing/${encodeURIComponent(folderId)}/save/stream` : '/manage/listing/save/stream';

  return (
    <div className="page streaming-page">
      <PageHeader
        title={title}
        subtitle="Your RTSP cameras, live."
        actions={
          <Link className="btn btn-secondary btn-sm" to="/manage/streaming">
            Manage cameras
          </Link>
        }
      />
      <Loader active={loading} />
      {failed ? <EmptyState title={messages.streamDataFailed} text="Check the connection to Hearth and reload the page." /> : null}
      {list && list.items.length === 0 && pinnedCameras.length === 0 ? (
        <div className="card">
          <EmptyState icon={<CameraIcon size={32} />} title={messages.streamEmpty} text="Add an RTSP camera by its rtsp:// address to watch it here.">
            <Link className="btn btn-primary" to={addTo}>
              <PlusIcon size={18} />
              Add stream
            </Link>
          </EmptyState>
        </div>
      ) : null}
      {pinnedCameras.length > 0 ? (
        <section aria-labelledby="pinned-cameras">
          <h2 className="section-title" id="pinned-cameras">
            Pinned
          </h2>
          <div className="stream-grid">
            {pinnedCameras.map((camera) => (
              <StreamCard key={camera._id} listing={camera} pinned autoplay onPin={(next) => void pin(camera._id, next)} />
            ))}
          </div>
        </section>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="all-cameras">
          <h2 className="section-title" id="all-cameras">
            {pinnedCameras.length > 0 ? 'Other cameras' : 'Cameras'}
          </h2>
          <div className="stream-grid">
            {others.map((camera) => (
              <StreamCard key={camera._id} listing={camera} pinned={false} onPin={(next) => void pin(camera._id, next)} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
