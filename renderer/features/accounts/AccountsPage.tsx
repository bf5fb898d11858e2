import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { Account } from '../../../shared/contracts/accounts.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { EmptyState } from '../../components/EmptyState.js';
import { IconImage } from '../../components/IconImage.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { AccountRowMenu, type RowAction } from './AccountRowMenu.js';
import { accountKeys, useAccounts } from './accountQueries.js';
import { AvatarPicker } from './AvatarPicker.js';
import { NotAuthorized } from './NotAuthorized.js';
import { PasswordDialog } from './PasswordDialog.js';
import { ResetFactorsDialog } from '../second-factor/ResetFactorsDialog.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

interface Pending {
  action: RowAction;
  account: Account;
}

/** /manage/accounts: the users of this Hearth (admin only, spec-features §2 Accounts). */
export default function AccountsPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data: dashboard } = useDashboard();
  const { data: accounts, isPending, isError, refetch } = useAccounts(isSuperAdmin);
  const queries = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (!isSuperAdmin) return <NotAuthorized />;
  const ownId = dashboard?.userData._id;
  const close = () => setPending(null);

  const remove = async (account: Account) => {
    setDeleting(true);
    try {
      await get<string>(`/accounts/delete/${encodeURIComponent(account._id)}`);
      toast.success(messages.userDeleted);
      await queries.invalidateQueries({ queryKey: accountKeys.list });
      close();
    } catch (error) {
      toastError(error, messages.userDeleteFailed, true);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="page accounts-page">
      <PageHeader
        title={t('accounts.list.title')}
        subtitle={t('accounts.list.subtitle')}
        actions={
          <Link className="btn btn-primary" to="/manage/accounts/add">
            <PlusIcon size={18} /> {t('accounts.list.addUser')}
          </Link>
        }
      />
      <Loader active={isPending} />
      {isError ? (
        <EmptyState title={translateMessage(messages.errorLoadingData)} text={t('accounts.list.loadFailed')}>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            {t('accounts.list.retry')}
          </button>
        </EmptyState>
      ) : null}
      {accounts ? (
        <ul className="account-list card" aria-label={t('accounts.list.users')}>
          {accounts.map((account) => (
            <li key={account._id} className="account-row">
              <IconImage icon={account.userAvatar} size={40} className="avatar account-avatar" />
              <div className="account-text">
                <span className="account-name">
                  {account.fullName}
                  {account._id === ownId ? <span className="badge">{t('accounts.list.you')}</span> : null}
                  {account.isSuperAdmin ? <span className="badge badge-accent">{t('accounts.list.superAdmin')}</span> : null}
                </span>
                <span className="account-username">@{account.username}</span>
              </div>
              <span className="account-site">{account.siteName}</span>
              {account._id === ownId ? <span aria-hidden="true" /> : <AccountRowMenu account={account} onAction={(action) => setPending({ action, account })} />}
            </li>
          ))}
        </ul>
      ) : null}
      {pending?.action === 'delete' ? (
        <ConfirmDialog
          cancelLabel={t('accounts.cancel')}
          closeLabel={t('accounts.close')}
          title={t('accounts.list.deleteTitle')}
          text={t('accounts.list.deleteText', { name: pending.account.fullName, username: pending.account.username })}
          confirmLabel={t('accounts.list.delete')}
          busyLabel={t('accounts.list.deleting')}
          busy={deleting}
          onConfirm={() => void remove(pending.account)}
          onClose={close}
        />
      ) : null}
      {pending?.action === 'password' ? (
        <PasswordDialog userId={pending.account._id} title={t('accounts.list.resetPassword')} note={t('accounts.list.resetPasswordNote', { name: pending.account.fullName })} onClose={close} />
      ) : null}
      {pending?.action === 'factors' ? <ResetFactorsDialog account={pending.account} onClose={close} /> : null}
      {pending?.action === 'avatar' ? <AvatarPicker userId={pending.account._id} current={pending.account.userAvatar} onClose={close} /> : null}
    </section>
  );
}
