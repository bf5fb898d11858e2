import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { CameraIcon } from '../../components/icons/NavIcons.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Breadcrumb } from '../listings/Breadcrumb.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { NormalActions } from '../listings/manage/CardActions.js';
import { useListingActions } from '../listings/manage/useListingActions.js';
import { RefreshIcon } from '../../components/icons/UiIcons.js';
import { CameraStateChip } from './CameraStateChip.js';
import { useCameraStatus } from './useCameraStatus.js';
import { useStreams } from './useStreams.js';

/**
 * /manage/streaming: the user's cameras, each with its state (live, reachable, or why not) and
 * Check, Edit, Delete (inline Yes/No) and Add stream.
 */
export default function ManageStreamsPage() {
  const { list, loading, failed } = useStreams(null);
  const { statuses, checking, check } = useCameraStatus();
  const actions = useListingActions(null);
  const cameras = list?.items.filter((item) => item.listingType === 'stream') ?? [];
  const pinned = new Set(list?.pinned ?? []);

  return (
    <div className="page manage-page">
      <Breadcrumb trail={[{ key: 'settings', label: 'Settings', to: '/manage' }]} current="Stream Hub" />
      <PageHeader
        title="Stream Hub"
        subtitle="RTSP cameras with live preview and playback."
        actions={
          <Link className="btn btn-primary btn-sm" to="/manage/listing/save/stream">
            <PlusIcon size={16} />
            Add stream
          </Link>
        }
      />
      <Loader active={loading} />
      {failed ? <EmptyState title={messages.streamDataFailed} text="Check the connection to Hearth and reload the page." /> : null}
      {list && cameras.length === 0 ? (
        <div className="card">
          <EmptyState icon={<CameraIcon size={32} />} title={messages.streamEmpty} text="Add a camera by its rtsp:// or rtsps:// address." />
        </div>
      ) : null}
      {cameras.length > 0 ? (
        <ul className="stream-manage-list card" aria-label="Cameras">
          {cameras.map((camera) => (
            <li key={camera._id} className="stream-manage-row">
              <span className="stream-manage-icon" aria-hidden="true">
                <CameraIcon size={20} />
              </span>
              <div className="stream-manage-text">
                <span className="stream-manage-name">
                  {camera.listingName}
                  {pinned.has(camera._id) ? <span className="badge">Pinned</span> : null}
                </span>
                <span className="stream-manage-url">{camera.listingUrl}</span>
                <CameraStateChip status={statuses.get(camera._id)} checking={checking === camera._id} />
              </div>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => check(camera._id)} disabled={checking !== null} aria-label={`Check ${camera.listingName}`}>
                <RefreshIcon size={15} />
                <span>Check</span>
              </button>
              <NormalActions listing={camera} open={{ to: '/streaming', state: undefined }} busy={false} onMove={() => undefined} onDelete={() => actions.remove(camera._id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
