import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useIsSuperAdmin } from '../features/dashboard/useIsSuperAdmin.js';
import { visibleSections } from '../features/settings/settingsSections.js';
import { ArrowLeftIcon } from './icons/UiIcons.js';
import { SettingsIcon } from './icons/NavIcons.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/** The sidebar under /manage: one entry per settings section. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const sections = visibleSections(useIsSuperAdmin());
  return (
    <>
      <NavLink to="/" className="nav-link nav-back">
        <ArrowLeftIcon size={18} />
        <span>{t('shell.backToDashboard')}</span>
      </NavLink>
      <p className="nav-heading">{t('shell.settingsNav')}</p>
      <NavLink to="/manage" end className={linkClass}>
        <SettingsIcon size={18} />
        <span>{t('shell.overview')}</span>
      </NavLink>
      {sections.map(({ id, to, Icon }) => (
        <NavLink key={to} to={to} className={linkClass}>
          <Icon size={18} />
          <span>{t(`settings.sections.${id}.title`)}</span>
        </NavLink>
      ))}
    </>
  );
}
