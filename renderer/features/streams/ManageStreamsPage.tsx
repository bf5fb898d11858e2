import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
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
  const { t } = useTranslation();
  const hub = translateMessage(messages.streamTitle);
  const { list, loading, failed } = useStreams(null);
  const { statuses, checking, check } = useCameraStatus();
  const actions = useListingActions(null);
  const cameras = list?.items.filter((item) => item.listingType === 'stream') ?? [];
  const pinned = new Set(list?.pinned ?? []);

  return (
    <div className="page manage-page">
      <Breadcrumb trail={[{ key: 'settings', label: t('streams.manage.settings'), to: '/manage' }]} current={hub} />
      <PageHeader
        title={hub}
        subtitle={t('streams.manage.subtitle')}
        actions={
          <Link className="btn btn-primary btn-sm" to="/manage/listing/save/stream">
            <PlusIcon size={16} />
            {t('streams.addStream')}
          </Link>
        }
      />
      <Loader active={loading} />
      {failed ? <EmptyState title={translateMessage(messages.streamDataFailed)} text={t('streams.hub.checkConnection')} /> : null}
      {list && cameras.length === 0 ? (
        <div className="card">
          <EmptyState icon={<CameraIcon size={32} />} title={translateMessage(messages.streamEmpty)} text={t('streams.manage.emptyText')} />
        </div>
      ) : null}
      {cameras.length > 0 ? (
        <ul className="stream-manage-list card" aria-label={t('streams.cameras')}>
          {cameras.map((camera) => (
            <li key={camera._id} className="stream-manage-row">
              <span className="stream-manage-icon" aria-hidden="true">
                <CameraIcon size={20} />
              </span>
              <div className="stream-manage-text">
                <span className="stream-manage-name">
                  {camera.listingName}
                  {pinned.has(camera._id) ? <span className="badge">{t('streams.manage.pinnedBadge')}</span> : null}
                </span>
                <span className="stream-manage-url">{camera.listingUrl}</span>
                <CameraStateChip status={statuses.get(camera._id)} checking={checking === camera._id} />
              </div>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => check(camera._id)} disabled={checking !== null} aria-label={t('streams.manage.checkNamed', { name: camera.listingName })}>
                <RefreshIcon size={15} />
                <span>{t('streams.manage.check')}</span>
              </button>
              <NormalActions listing={camera} open={{ to: '/streaming', state: undefined }} busy={false} onMove={() => undefined} onDelete={() => actions.remove(camera._id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
