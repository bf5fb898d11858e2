import { NavLink } from 'react-router-dom';
import { HealthDot } from './HealthDot.js';
import { useMonitorSummary } from './monitorQueries.js';
import { PulseIcon } from './MonitorIcons.js';

/** The sidebar's Status entry, once something is monitored; a red dot when something is down. */
export function StatusNavLink() {
  const { data } = useMonitorSummary();
  if (!data || data.length === 0) return null;
  const down = data.filter((m) => m.health === 'down').length;
  return (
    <NavLink to="/status" className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
      <PulseIcon size={18} />
      <span>Status</span>
      {down > 0 ? (
        <span className="nav-status-down">
          <HealthDot health="down" />
          <span className="sr-only">{down} down</span>
          <span aria-hidden="true">{down}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
