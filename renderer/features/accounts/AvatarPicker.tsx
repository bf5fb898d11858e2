import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { iconUploadMaxBytes } from '../../../shared/constants.js';
import { avatarIcons, builtinIcon, type Icon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { IconImage } from '../../components/IconImage.js';
import { Modal } from '../../components/Modal.js';
import { UploadIcon } from '../icons/ToolIcons.js';
import { useSaveAvatar, useUploadAvatarPhoto } from './accountQueries.js';
import { AvatarCropper } from './AvatarCropper.js';

/** A photo larger than this is not opened (the upload itself is the cropped square, far smaller). */
const photoMaxBytes = 25 * 1024 * 1024;

interface AvatarPickerProps {
  /** Another user's id, or null for one's own avatar. */
  userId: string | null;
  current: Icon | null;
  onClose: () => void;
}

/**
 * "Change avatar": a photo cut square in the browser and uploaded, or one of the bundled avatars.
 * Either is saved at once (spec-features §4).
 */
export function AvatarPicker({ userId, current, onClose }: AvatarPickerProps) {
  const { t } = useTranslation();
  const save = useSaveAvatar(userId, onClose);
  const uploadPhoto = useUploadAvatarPhoto((avatar) => save.mutate(avatar));
  const [photo, setPhoto] = useState<ImageBitmap | null>(null);
  const busy = save.isPending || uploadPhoto.isPending;

  useEffect(() => () => photo?.close(), [photo]);

  const open = async (file: File) => {
    if (file.size > photoMaxBytes) return void toast.error(messages.avatarPhotoTooLarge);
    try {
      setPhoto(await createImageBitmap(file, { imageOrientation: 'from-image' }));
    } catch {
      toast.error(messages.avatarPhotoUnreadable);
    }
  };

  // The square is at most 512 pixels a side, far below the upload limit; checked all the same.
  const use = (square: Blob) => {
    if (square.size > iconUploadMaxBytes) toast.error(messages.fileTooLarge);
    else uploadPhoto.mutate(square);
  };
  // Back to the choices, with focus on the photo button rather than lost with the cropper.
  const back = () => {
    setPhoto(null);
    requestAnimationFrame(() => document.getElementById('avatar-photo')?.focus());
  };

  return (
    <Modal id="avatar" closeLabel={t('accounts.close')} title={t('accounts.avatar.title')} onClose={onClose}>
      {photo ? (
        <AvatarCropper photo={photo} busy={busy} onUse={use} onBack={back} />
      ) : (
        <div className="avatar-picker">
          <h3 className="avatar-section">{t('accounts.avatar.upload')}</h3>
          <label className="btn btn-secondary avatar-upload">
            <UploadIcon size={18} />
            {t('accounts.avatar.choosePhoto')}
            <input
              id="avatar-photo"
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label={t('accounts.avatar.upload')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void open(file);
              }}
            />
          </label>
          <p className="avatar-hint">{t('accounts.avatar.uploadHint')}</p>
          <h3 className="avatar-section">{t('accounts.avatar.pick')}</h3>
          <ul className="avatar-grid" aria-label={t('accounts.avatar.avatars')}>
            {avatarIcons.map((avatar) => (
              <li key={avatar.name}>
                <button
                  type="button"
                  className="avatar-choice"
                  aria-label={t(`accounts.avatar.labels.${avatar.name}`)}
                  title={t(`accounts.avatar.labels.${avatar.name}`)}
                  aria-pressed={current?.iconUrl === avatar.name}
                  disabled={busy}
                  onClick={() => save.mutate(builtinIcon(avatar.name))}
                >
                  <IconImage icon={builtinIcon(avatar.name)} size={48} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
