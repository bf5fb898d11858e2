import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { builtinIcon } from '../../shared/contracts/icons.js';
import { useSignIn } from '../features/auth/authStore.js';
import { logout } from '../features/auth/logout.js';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { IconImage } from './IconImage.js';
import { LogoutIcon, SettingsIcon, UserIcon } from './icons/NavIcons.js';
import { ChevronDownIcon } from './icons/UiIcons.js';
import { useDismiss } from './useDismiss.js';

/** Which item takes focus when the menu opens: the first, the last (ArrowUp) or none (a click). */
type OpenFocus = 'first' | 'last' | null;

/**
 * Avatar button in the header with Settings, My Profile and Logout: an ARIA menu. Enter, Space and
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move between the
 * items; Escape closes it and puts focus back on the button; Tab closes it and moves on.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const signIn = useSignIn();
  const [open, setOpen] = useState(false);
  const [openFocus, setOpenFocus] = useState<OpenFocus>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const closeToTrigger = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  useDismiss(root, open, closeToTrigger);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    if (!open || !openFocus) return;
    const list = items();
    (openFocus === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, openFocus]);

  const openWith = (focus: OpenFocus) => {
    setOpenFocus(focus);
    setOpen(true);
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const focus = event.key === 'ArrowDown' ? 'first' : 'last';
      const list = items();
      if (open) (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
      else openWith(focus);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at < 0 ? list.length - 1 : at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    // Tab leaves from the button, so focus moves on to what follows the menu, not to the page top.
    else if (event.key === 'Tab') closeToTrigger();
  };
  const user = data?.userData;
  const fullName = user?.fullName || signIn?.fullName || t('userMenu.account');

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        aria-label={t('userMenu.label')}
        onKeyDown={onTriggerKey}
        // A keyboard "click" (Enter, Space) has detail 0 and lands on the first item; a mouse click does not move focus.
        onClick={(event) => (open ? close() : openWith(event.detail === 0 ? 'first' : null))}
      >
        <IconImage icon={user?.userAvatar ?? builtinIcon('defaultuser')} size={30} className="avatar" />
        <span className="user-name">{fullName}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div className="menu" id="user-menu" role="menu" aria-label={t('userMenu.label')} ref={menu} onKeyDown={onMenuKey}>
          <div className="menu-head">
            <strong>{fullName}</strong>
            {user ? <span>@{user.username}</span> : null}
          </div>
          <Link to="/manage" role="menuitem" className="menu-item" tabIndex={-1} onClick={close}>
            <SettingsIcon size={18} /> {t('userMenu.settings')}
          </Link>
          <Link to="/manage/profile" role="menuitem" className="menu-item" tabIndex={-1} onClick={close}>
            <UserIcon size={18} /> {t('userMenu.profile')}
          </Link>
          <div className="menu-sep" role="separator" />
          <button type="button" role="menuitem" className="menu-item danger" tabIndex={-1} onClick={() => void logout()}>
            <LogoutIcon size={18} /> {t('userMenu.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
