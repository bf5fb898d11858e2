import { useEffect, useState } from 'react';
import { streamPreviewRetries, streamPreviewRetryMs } from '../../../shared/constants.js';
import { fetchPreview } from './streamApi.js';

/**
 * The card's blurred snapshot: one JPEG from the camera, retried 3 times 3 s apart; the
 * no-preview picture while it loads and when the camera gives none (spec-features §4).
 */
export function StreamPreview({ listingId }: { listingId: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let url: string | null = null;
    const attempt = (left: number) => {
      void fetchPreview(listingId, controller.signal)
        .catch(() => null)
        .then((found) => {
          if (controller.signal.aborted) {
            if (found) URL.revokeObjectURL(found);
            return;
          }
          if (found) {
            url = found;
            setImage(found);
          } else if (left > 0) timer = window.setTimeout(() => attempt(left - 1), streamPreviewRetryMs);
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
    <div className="stream-preview stream-no-preview" data-preview={gaveUp ? 'none' : 'loading'}>
      <span>{gaveUp ? 'No preview' : 'Loading preview…'}</span>
    </div>
  );
}
