import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { formatNumber } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { HealthDot } from './HealthDot.js';
import { useMonitorSummary } from './monitorQueries.js';
import { PulseIcon } from './MonitorIcons.js';

/** The sidebar's Status entry, once something is monitored; a red dot when something is down. */
export function StatusNavLink() {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const { data } = useMonitorSummary();
  if (!data || data.length === 0) return null;
  const down = data.filter((m) => m.health === 'down').length;
  return (
    <NavLink to="/status" className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
      <PulseIcon size={18} />
      <span>{t('shell.status')}</span>
      {down > 0 ? (
        <span className="nav-status-down">
          <HealthDot health="down" />
          <span className="sr-only">{t('shell.statusDown', { count: down })}</span>
          <span aria-hidden="true">{formatNumber(locale, down)}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
