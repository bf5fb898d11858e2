import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TotpEntry } from '../../../shared/contracts/totp.js';
import { IconImage } from '../../components/IconImage.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { EditIcon, TrashIcon } from '../listings/ListingIcons.js';

interface TotpRowProps {
  entry: TotpEntry;
  busy: boolean;
  onDelete: () => void;
}

/** One service in the management list: drag handle, icon, names, Edit and an inline Delete. */
export function TotpRow({ entry, busy, onDelete }: TotpRowProps) {
  const { t } = useTranslation();
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({ id: entry._id });
  const [confirming, setConfirming] = useState(false);
  const [backToDelete, setBackToDelete] = useState(false);
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`totp-row${isDragging ? ' dragging' : ''}`}>
      <button type="button" className="icon-btn totp-drag" aria-label={t('authenticator.row.reorder', { name: entry.serviceName })} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <IconImage icon={entry.serviceIcon} size={36} />
      <span className="totp-row-text">
        <span className="totp-row-service">{entry.serviceName}</span>
        <span className="totp-row-account">{entry.accountName}</span>
      </span>
      {confirming ? (
        <InlineConfirm
          label={t('authenticator.row.deleteQuestion', { name: entry.serviceName })}
          question={t('authenticator.row.confirmDelete')}
          yesLabel={t('authenticator.row.yes')}
          noLabel={t('authenticator.row.no')}
          busy={busy}
          onYes={onDelete}
          onNo={() => {
            setConfirming(false);
            setBackToDelete(true);
          }}
        />
      ) : (
        <span className="manage-actions">
          <Link className="btn btn-secondary btn-sm" to={`/manage/totp/save/${entry._id}`} aria-label={t('authenticator.row.editNamed', { name: entry.serviceName })}>
            <EditIcon size={15} />
            <span>{t('authenticator.row.edit')}</span>
          </Link>
          <button type="button" className="btn btn-secondary btn-sm" autoFocus={backToDelete} onClick={() => setConfirming(true)} aria-label={t('authenticator.row.deleteNamed', { name: entry.serviceName })}>
            <TrashIcon size={15} />
            <span>{t('authenticator.row.delete')}</span>
          </button>
        </span>
      )}
    </li>
  );
}
