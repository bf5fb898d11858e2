import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { quickPreviewMs } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { fetchListingDetail, listingKeys } from '../listings/listingQueries.js';
import { LivePlayer } from './LivePlayer.js';
import { cameraLabel } from './StreamCard.js';

/**
 * /quick-preview/{listingId}: the tray's small always-on-top window. It plays one camera and
 * closes itself after 120 s or on Escape (spec-core §4).
 */
export default function QuickPreviewPage() {
  const { t } = useTranslation();
  const { listingId = '' } = useParams();
  // Quiet: this small window never leaves for the sign-in or error screens; any failure is "not found".
  const detail = useQuery({
    queryKey: listingKeys.detail('stream', listingId),
    queryFn: ({ signal }) => fetchListingDetail('stream', listingId, { signal, quiet: true }),
  });
  const listing = detail.data?.listing ?? null;
  const missing = !listing && (detail.isError || detail.data === null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const close = () => {
      setClosed(true);
      window.close();
    };
    const timer = window.setTimeout(close, quickPreviewMs);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const label = listing ? cameraLabel(listing, t('streams.card.untitled')) : t('streams.quick.camera');
  return (
    <main className="quick-preview" aria-label={t('streams.quick.label', { name: label })}>
      <header className="quick-preview-bar">
        <span className="stream-label">{label}</span>
        <button type="button" className="icon-btn" aria-label={t('streams.quick.close')} onClick={() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))}>
          <CloseIcon size={18} />
        </button>
      </header>
      {closed ? <p className="quick-preview-note">{t('streams.quick.closed')}</p> : null}
      {!closed && missing ? <p className="quick-preview-note">{translateMessage(messages.streamNotFound)}</p> : null}
      {!closed && listing ? <LivePlayer listingId={listing._id} label={label} muted /> : null}
    </main>
  );
}
