import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampCrop, centreCrop, cropRect, dragCrop, maxZoom, minZoom, outputSide, type Crop } from './avatarCrop.js';

const previewSide = 224;
/** How far an arrow key moves the photo, in preview pixels. */
const keyStep = 16;

interface AvatarCropperProps {
  photo: ImageBitmap;
  busy: boolean;
  onUse: (square: Blob) => void;
  onBack: () => void;
}

function draw(canvas: HTMLCanvasElement, photo: ImageBitmap, crop: Crop, side: number): void {
  canvas.width = side;
  canvas.height = side;
  const { x, y, side: from } = cropRect(photo, crop);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo, x, y, from, from, 0, 0, side, side);
}

/** The square the photo is cut to, drawn at upload size and handed over as a PNG. */
function squareOf(photo: ImageBitmap, crop: Crop): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  draw(canvas, photo, crop, outputSide(photo, crop));
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * Cuts a photo square in the browser: the largest centred square first; drag the photo (or use
 * the arrow keys) to move it, the slider (or + and -) to zoom. The round ring shows what an
 * avatar shows.
 */
export function AvatarCropper({ photo, busy, onUse, onBack }: AvatarCropperProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState(() => centreCrop(photo));
  const preview = useRef<HTMLCanvasElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (preview.current) draw(preview.current, photo, crop, Math.round(previewSide * window.devicePixelRatio));
  }, [photo, crop]);
  useEffect(() => area.current?.focus(), []);

  const move = (dx: number, dy: number) => setCrop((c) => dragCrop(photo, c, dx, dy, previewSide));
  const zoom = (value: number) => setCrop((c) => clampCrop(photo, { ...c, zoom: value }));

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent) => {
    const from = dragFrom.current;
    if (!from) return;
    move(event.clientX - from.x, event.clientY - from.y);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-keyStep, 0], ArrowRight: [keyStep, 0], ArrowUp: [0, -keyStep], ArrowDown: [0, keyStep] };
    const step = steps[event.key];
    if (step) move(...step);
    else if (event.key === '+' || event.key === '=') zoom(crop.zoom + 0.1);
    else if (event.key === '-') zoom(crop.zoom - 0.1);
    else return;
    event.preventDefault();
  };

  const use = async () => {
    const square = await squareOf(photo, crop);
    if (square) onUse(square);
  };

  return (
    <div className="avatar-cropper">
      <div
        ref={area}
        className="avatar-crop-area"
        role="group"
        aria-label={t('accounts.avatar.crop')}
        aria-describedby="avatar-crop-help"
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (dragFrom.current = null)}
        onPointerCancel={() => (dragFrom.current = null)}
        onKeyDown={onKeyDown}
      >
        <canvas ref={preview} className="avatar-crop-canvas" style={{ width: previewSide, height: previewSide }} aria-hidden="true" />
        <span className="avatar-crop-ring" aria-hidden="true" />
      </div>
      <p id="avatar-crop-help" className="avatar-hint">
        {t('accounts.avatar.cropHelp')}
      </p>
      <label className="avatar-zoom">
        <span>{t('accounts.avatar.zoom')}</span>
        <input type="range" min={minZoom} max={maxZoom} step={0.05} value={crop.zoom} onChange={(e) => zoom(Number(e.target.value))} />
      </label>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          {t('accounts.avatar.chooseAnother')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void use()} disabled={busy}>
          {busy ? t('accounts.avatar.saving') : t('accounts.avatar.use')}
        </button>
      </div>
    </div>
  );
}
