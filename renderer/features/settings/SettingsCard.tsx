import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/ExternalLink.js';
import { ChevronRightIcon, ExternalIcon } from '../../components/icons/UiIcons.js';
import type { SettingsSection } from './settingsSections.js';

/** One card of the settings home; outside links open in a new tab. */
export function SettingsCard({ section }: { section: SettingsSection }) {
  const { t } = useTranslation();
  const { id, Icon, to, external } = section;
  const title = t(`settings.sections.${id}.title`);
  const description = t(`settings.sections.${id}.description`);
  const body = (
    <>
      <span className="settings-card-icon">
        <Icon size={22} />
      </span>
      <span className="settings-card-text">
        <span className="settings-card-title">{title}</span>
        <span className="settings-card-desc">{description}</span>
      </span>
      {external ? <ExternalIcon size={16} className="settings-card-go" /> : <ChevronRightIcon size={18} className="settings-card-go" />}
    </>
  );
  if (external) {
    return (
      <ExternalLink className="card settings-card" href={to}>
        {body}
      </ExternalLink>
    );
  }
  return (
    <Link className="card settings-card" to={to}>
      {body}
    </Link>
  );
}
