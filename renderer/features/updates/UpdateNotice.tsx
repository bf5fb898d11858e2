import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink.js';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { readDismissed, updateNoticeFor, writeDismissed } from './updateNotice.js';
import { useUpdateStatus } from './useUpdateStatus.js';

/**
 * Under the header, for super admins: a newer Hearth release with a link to its page. Closing it
 * hides that version in this browser; a later release shows again.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data } = useUpdateStatus(isSuperAdmin);
  const [dismissed, setDismissed] = useState(() => readDismissed(window.localStorage));
  const notice = isSuperAdmin ? updateNoticeFor(data, dismissed) : null;
  if (!notice) return null;
  const dismiss = () => {
    writeDismissed(window.localStorage, notice.latest);
    setDismissed(notice.latest);
  };
  return (
    <section className="update-notice" aria-label={t('shell.update.label')}>
      <p>
        <strong>{t('shell.update.available', { version: notice.latest })}</strong>{' '}
        <span className="update-notice-current">{t('shell.update.current', { version: notice.current })}</span>{' '}
        <ExternalLink href={notice.url}>{t('shell.update.whatsNew')}</ExternalLink>
      </p>
      <button type="button" className="icon-btn update-notice-close" aria-label={t('shell.update.dismiss', { version: notice.latest })} onClick={dismiss}>
        <CloseIcon size={16} />
      </button>
    </section>
  );
}
