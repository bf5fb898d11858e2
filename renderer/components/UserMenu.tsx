import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { builtinIcon } from '../../shared/contracts/icons.js';
import { useSignIn } from '../features/auth/authStore.js';
import { logout } from '../features/auth/logout.js';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { IconImage } from './IconImage.js';
import { LogoutIcon, SettingsIcon, UserIcon } from './icons/NavIcons.js';
import { ChevronDownIcon } from './icons/UiIcons.js';
import { useDismiss } from './useDismiss.js';

/** Avatar button in the header with Settings, My Profile and Logout. */
export function UserMenu() {
  const { data } = useDashboard();
  const signIn = useSignIn();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const user = data?.userData;
  const fullName = user?.fullName || signIn?.fullName || 'Account';

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="User menu"
        onClick={() => setOpen((v) => !v)}
      >
        <IconImage icon={user?.userAvatar ?? builtinIcon('defaultuser')} size={30} className="avatar" />
        <span className="user-name">{fullName}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div className="menu" role="menu" aria-label="User menu">
          <div className="menu-head">
            <strong>{fullName}</strong>
            {user ? <span>@{user.username}</span> : null}
          </div>
          <Link to="/manage" role="menuitem" className="menu-item" onClick={close}>
            <SettingsIcon size={18} /> Settings
          </Link>
          <Link to="/manage/profile" role="menuitem" className="menu-item" onClick={close}>
            <UserIcon size={18} /> My Profile
          </Link>
          <div className="menu-sep" role="separator" />
          <button type="button" role="menuitem" className="menu-item danger" onClick={() => void logout()}>
            <LogoutIcon size={18} /> Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
