import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/Modal.js';
import { decodeQrPixels } from './qrDecode.js';

/** Frames are read this often; jsQR on a 640 px frame takes a few milliseconds. */
const scanEveryMs = 200;
const maxFrameSide = 640;

/** The camera exists only in a secure context (https, or this computer): where it is, offer it. */
export function cameraScanAvailable(): boolean {
  return window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A frame's size scaled so its longer side is at most `max` pixels. */
export function frameSize(width: number, height: number, max = maxFrameSide): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "Scan with camera": reads a QR code from the phone's back camera with jsQR, then hands over its text. */
export function CameraScanButton({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!cameraScanAvailable()) return null;
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t('authenticator.camera.scan')}
      </button>
      {open ? (
        <CameraScanDialog
          onClose={() => setOpen(false)}
          onText={(text) => {
            setOpen(false);
            onText(text);
          }}
        />
      ) : null}
    </>
  );
}

function CameraScanDialog({ onClose, onText }: { onClose: () => void; onText: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const { t } = useTranslation();
  // The status is held as its key, so it follows a language switch while the dialog is open.
  const [status, setStatus] = useState<'starting' | 'point'>('starting');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const scan = async () => {
      const element = video.current;
      if (stopped || !element || !context) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const size = frameSize(element.videoWidth, element.videoHeight);
        canvas.width = size.width;
        canvas.height = size.height;
        context.drawImage(element, 0, 0, size.width, size.height);
        const text = await decodeQrPixels(context.getImageData(0, 0, size.width, size.height).data, size.width, size.height);
        if (stopped) return;
        if (text) {
          onText(text);
          return;
        }
      }
      timer = window.setTimeout(() => void scan(), scanEveryMs);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        setStatus('point');
        void scan();
      })
      .catch(() => {
        if (stopped) return;
        toast.error(messages.cameraUnavailable, { id: 'camera-scan' });
        onClose();
      });

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // Runs once per dialog: the callbacks of the first render are the ones used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal id="camera-scan" title={t('authenticator.camera.title')} closeLabel={t('authenticator.camera.close')} onClose={onClose}>
      <div className="camera-scan">
        <video ref={video} muted playsInline aria-label={t('authenticator.camera.preview')} />
        <p role="status">{status === 'starting' ? t('authenticator.camera.starting') : t('authenticator.camera.point')}</p>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('authenticator.cancel')}
        </button>
      </div>
    </Modal>
  );
}
