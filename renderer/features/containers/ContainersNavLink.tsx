import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { ContainerIcon } from './ContainerIcons.js';
import { useContainers } from './dockerQueries.js';

/** The sidebar's Containers entry: for the super admin always (to add a host), for others once there is a host. */
export function ContainersNavLink() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { data } = useContainers({ enabled: !isAdmin });
  if (!isAdmin && !data?.hosts.length) return null;
  return (
    <NavLink to="/containers" className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
      <ContainerIcon size={18} />
      <span>{t('shell.containers')}</span>
    </NavLink>
  );
}
