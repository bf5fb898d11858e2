import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { enabledFeatures } from '../features/dashboard/featureEntries.js';

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/** The sidebar's Features block: only the features switched on for this user. */
export function FeatureLinks({ onOpenAuthenticator }: { onOpenAuthenticator: () => void }) {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const features = enabledFeatures(data);
  if (features.length === 0) return null;
  return (
    <>
      <p className="nav-heading">{t('shell.featuresHeading')}</p>
      {features.map(({ flag, Icon, to }) =>
        to ? (
          <NavLink key={flag} to={to} className={linkClass}>
            <Icon size={18} />
            <span>{t(`shell.features.${flag}`)}</span>
          </NavLink>
        ) : (
          <button key={flag} type="button" className="nav-link" onClick={onOpenAuthenticator}>
            <Icon size={18} />
            <span>{t(`shell.features.${flag}`)}</span>
          </button>
        ),
      )}
    </>
  );
}
