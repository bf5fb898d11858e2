import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Account } from '../../../shared/contracts/accounts.js';
import { UserIcon } from '../../components/icons/NavIcons.js';
import { ChevronDownIcon } from '../../components/icons/UiIcons.js';
import { useDismiss } from '../../components/useDismiss.js';
import { EditIcon, TrashIcon } from '../listings/ListingIcons.js';
import { KeyIcon } from './accountIcons.js';

export type RowAction = 'delete' | 'avatar' | 'password' | 'factors';

interface AccountRowMenuProps {
  account: Account;
  onAction: (action: RowAction) => void;
}

/**
 * Edit, Delete, Change Avatar and Reset Password for one user. Escape or a click elsewhere closes
 * it, and focus goes back to its button.
 */
export function AccountRowMenu({ account, onAction }: AccountRowMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(root, open, close);
  // The first item takes focus on open, so the keyboard continues inside the menu.
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const act = (action: RowAction) => {
    setOpen(false);
    onAction(action);
  };
  const menuId = `account-menu-${account._id}`;

  // Arrow keys, Home and End move between the items (WAI-ARIA menu pattern); Tab leaves as usual.
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? items[(index + 1) % items.length] : event.key === 'ArrowUp' ? items.at(index <= 0 ? -1 : index - 1) : event.key === 'Home' ? items[0] : event.key === 'End' ? items.at(-1) : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div className="row-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary btn-sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('accounts.menu.actionsFor', { name: account.fullName })}
        onClick={() => setOpen((v) => !v)}
      >
        {t('accounts.menu.actions')}
        <ChevronDownIcon size={14} />
      </button>
      {open ? (
        <div className="menu" role="menu" id={menuId} aria-label={t('accounts.menu.actionsFor', { name: account.fullName })} onKeyDown={onMenuKey}>
          <Link to={`/manage/accounts/${encodeURIComponent(account._id)}`} role="menuitem" className="menu-item">
            <EditIcon size={18} /> {t('accounts.menu.edit')}
          </Link>
          <button type="button" role="menuitem" className="menu-item" onClick={() => act('avatar')}>
            <UserIcon size={18} /> {t('accounts.menu.changeAvatar')}
          </button>
          <button type="button" role="menuitem" className="menu-item" onClick={() => act('password')}>
            <KeyIcon size={18} /> {t('accounts.menu.resetPassword')}
          </button>
          <button type="button" role="menuitem" className="menu-item" onClick={() => act('factors')}>
            <KeyIcon size={18} /> {t('accounts.menu.resetFactors')}
          </button>
          <div className="menu-sep" role="separator" />
          <button
            type="button"
            role="menuitem"
            className="menu-item danger"
            disabled={account.isSuperAdmin}
            title={account.isSuperAdmin ? t('accounts.menu.superAdminNotDeletable') : undefined}
            onClick={() => act('delete')}
          >
            <TrashIcon size={18} /> {t('accounts.menu.delete')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
