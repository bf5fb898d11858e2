import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { streamPreviewRetries, streamPreviewRetryMs } from '../../../shared/constants.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { fetchPreview, type Preview } from './streamApi.js';

/**
 * The card's blurred snapshot: one JPEG from the camera, retried 3 times 3 s apart; the
 * no-preview picture while it loads and when the camera gives none (spec-features §4), with the
 * server's reason when it has one ("Camera not reachable: connection refused").
 */
export function StreamPreview({ listingId, onFailure }: { listingId: string; onFailure?: (reason: string | null) => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let url: string | null = null;
    const attempt = (left: number) => {
      void fetchPreview(listingId, controller.signal)
        .catch((): Preview => ({ failure: null }))
        .then((found) => {
          if (controller.signal.aborted) {
            if (found.url) URL.revokeObjectURL(found.url);
            return;
          }
          if (found.url) {
            url = found.url;
            setImage(found.url);
            onFailureRef.current?.(null);
            return;
          }
          // The reason shows at once (and the card's badge says offline); the retries go on behind it.
          if (found.failure) {
            setFailure(found.failure);
            onFailureRef.current?.(found.failure);
          }
          if (left > 0) timer = window.setTimeout(() => attempt(left - 1), streamPreviewRetryMs);
          else setGaveUp(true);
        });
    };
    attempt(streamPreviewRetries);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [listingId]);

  if (image) return <img className="stream-preview" src={image} alt="" data-preview="camera" />;
  return (
    <div className="stream-preview stream-no-preview" data-preview={gaveUp ? 'none' : failure ? 'failing' : 'loading'}>
      <span>{failure !== null ? translateMessage(failure) : gaveUp ? t('streams.preview.none') : t('streams.preview.loading')}</span>
    </div>
  );
}
