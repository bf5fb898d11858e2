import { NavLink } from 'react-router-dom';
import { useIsSuperAdmin } from '../features/dashboard/useIsSuperAdmin.js';
import { visibleSections } from '../features/settings/settingsSections.js';
import { ArrowLeftIcon } from './icons/UiIcons.js';
import { SettingsIcon } from './icons/NavIcons.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/** The sidebar under /manage: one entry per settings section. */
export function SettingsMenu() {
  const sections = visibleSections(useIsSuperAdmin());
  return (
    <>
      <NavLink to="/" className="nav-link nav-back">
        <ArrowLeftIcon size={18} />
        <span>Back to dashboard</span>
      </NavLink>
      <p className="nav-heading">Settings</p>
      <NavLink to="/manage" end className={linkClass}>
        <SettingsIcon size={18} />
        <span>Overview</span>
      </NavLink>
      {sections.map(({ title, to, Icon }) => (
        <NavLink key={to} to={to} className={linkClass}>
          <Icon size={18} />
          <span>{title}</span>
        </NavLink>
      ))}
    </>
  );
}
