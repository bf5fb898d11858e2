import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { NetworkDevice } from '../../../shared/contracts/devices.js';
import { IconImage } from '../../components/IconImage.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { EditIcon, GripIcon, TrashIcon } from '../listings/ListingIcons.js';

interface Props {
  device: NetworkDevice;
  busy: boolean;
  onDelete: () => void;
}

/** One row of the management list: drag handle, icon, name, addresses, Edit and an inline Yes/No delete. */
export function ManageDeviceRow({ device, busy, onDelete }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: device._id });
  const [confirming, setConfirming] = useState(false);
  const [backToDelete, setBackToDelete] = useState(false);
  const style = { transform: CSS.Translate.toString(transform), transition };

  return (
    <li ref={setNodeRef} style={style} className={`device-row${isDragging ? ' is-dragging' : ''}`} aria-label={device.deviceName}>
      <button ref={setActivatorNodeRef} type="button" className="drag-handle device-drag" aria-label={t('devices.manage.reorder', { name: device.deviceName })} title={t('devices.manage.dragTitle')} {...attributes} {...listeners}>
        <GripIcon size={16} />
      </button>
      <span className="device-row-icon">
        <IconImage icon={device.deviceIcon} size={32} />
      </span>
      <span className="device-row-text">
        <span className="device-row-name">{device.deviceName}</span>
        <span className="device-row-meta">
          {/* Each part isolated, so addresses keep their order in a right-to-left line. */}
          <bdi>{device.deviceIp ?? t('devices.notAvailable')}</bdi> · <bdi>{device.deviceMac ?? t('devices.notAvailable')}</bdi>
          {device.supportsWol ? (
            <>
              {' · '}
              <bdi>{t('devices.wakeOnLan')}</bdi>
            </>
          ) : null}
        </span>
      </span>
      {confirming ? (
        <InlineConfirm
          label={t('devices.manage.deleteName', { name: device.deviceName })}
          busy={busy}
          onYes={onDelete}
          onNo={() => {
            setConfirming(false);
            setBackToDelete(true);
          }}
        />
      ) : (
        <div className="manage-actions device-row-actions">
          <Link className="btn btn-secondary btn-sm" to={`/manage/networkdevices/save/${encodeURIComponent(device._id)}`}>
            <EditIcon size={15} />
            <span>{t('devices.edit')}</span>
          </Link>
          <button type="button" className="btn btn-secondary btn-sm btn-danger-text" autoFocus={backToDelete} onClick={() => setConfirming(true)}>
            <TrashIcon size={15} />
            <span>{t('devices.delete')}</span>
          </button>
        </div>
      )}
    </li>
  );
}
