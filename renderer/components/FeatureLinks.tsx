import { NavLink } from 'react-router-dom';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { enabledFeatures } from '../features/dashboard/featureEntries.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/** The sidebar's Features block: only the features switched on for this user. */
export function FeatureLinks({ onOpenAuthenticator }: { onOpenAuthenticator: () => void }) {
  const { data } = useDashboard();
  const features = enabledFeatures(data);
  if (features.length === 0) return null;
  return (
    <>
      <p className="nav-heading">Features</p>
      {features.map(({ flag, label, Icon, to }) =>
        to ? (
          <NavLink key={flag} to={to} className={linkClass}>
            <Icon size={18} />
            <span>{label}</span>
          </NavLink>
        ) : (
          <button key={flag} type="button" className="nav-link" onClick={onOpenAuthenticator}>
            <Icon size={18} />
            <span>{label}</span>
          </button>
        ),
      )}
    </>
  );
}
