import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
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
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const folderId = params.get('folder');
  const { list, pinnedCameras, loading, failed, pin } = useStreams(folderId);
  const pinned = new Set(list?.pinned ?? []);
  // The hub's own name (the original said "Root" at the top level, which names nothing a person knows).
  const hub = translateMessage(messages.streamTitle);
  const title = list?.parentFolder ? t('streams.hub.folderTitle', { hub, folder: list.parentFolder.listingName }) : hub;
  const others = list?.items.filter((item) => item.listingType === 'stream' && !pinned.has(item._id)) ?? [];
  const addTo = folderId ? `/manage/listing/${encodeURIComponent(folderId)}/save/stream` : '/manage/listing/save/stream';

  return (
    <div className="page streaming-page">
      <PageHeader
        title={title}
        subtitle={t('streams.hub.subtitle')}
        actions={
          <Link className="btn btn-secondary btn-sm" to="/manage/streaming">
            {t('streams.hub.manageCameras')}
          </Link>
        }
      />
      <Loader active={loading} />
      {failed ? <EmptyState title={translateMessage(messages.streamDataFailed)} text={t('streams.hub.checkConnection')} /> : null}
      {list && list.items.length === 0 && pinnedCameras.length === 0 ? (
        <div className="card">
          <EmptyState icon={<CameraIcon size={32} />} title={translateMessage(messages.streamEmpty)} text={t('streams.hub.emptyText')}>
            <Link className="btn btn-primary" to={addTo}>
              <PlusIcon size={18} />
              {t('streams.addStream')}
            </Link>
          </EmptyState>
        </div>
      ) : null}
      {pinnedCameras.length > 0 ? (
        <section aria-labelledby="pinned-cameras">
          <h2 className="section-title" id="pinned-cameras">
            {t('streams.hub.pinned')}
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
            {pinnedCameras.length > 0 ? t('streams.hub.otherCameras') : t('streams.cameras')}
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
