import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Account } from '../../../shared/contracts/accounts.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { ConfirmDialog } from '../../components/Modal.js';

/** User Accounts → Reset second factors: for someone who lost their app, passkeys and codes. */
export function ResetFactorsDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      toast.success(await post<string>(`/accounts/factors/reset/${encodeURIComponent(account._id)}`, {}));
      onClose();
    } catch (error) {
      toastError(error, messages.factorsChangeFailed);
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      cancelLabel={t('secondFactor.cancel')}
      closeLabel={t('secondFactor.close')}
      title={t('secondFactor.reset.title')}
      text={t('secondFactor.reset.text', { name: account.fullName, username: account.username })}
      confirmLabel={t('secondFactor.reset.confirm')}
      busyLabel={t('secondFactor.reset.resetting')}
      busy={busy}
      onConfirm={() => void reset()}
      onClose={onClose}
    />
  );
}
