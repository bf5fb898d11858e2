import { Trans } from 'react-i18next';
import { productName } from '../../shared/constants.js';
import { useDashboard } from '../features/dashboard/dashboardContext.js';
import { projectUrl } from '../features/settings/externalLinks.js';
import { ExternalLink } from './ExternalLink.js';

/** "Powered by Hearth", unless the user removed the branding. */
export function PoweredBy() {
  const { data } = useDashboard();
  if (!data || data.userData.hideBranding) return null;
  return (
    <p className="powered-by">
      <Trans i18nKey="shell.poweredBy" values={{ product: productName }} components={{ link: <ExternalLink href={projectUrl} /> }} />
    </p>
  );
}
