import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { SettingsCard } from './SettingsCard.js';
import { externalCards, homeCard, visibleSections } from './settingsSections.js';

/** /manage: every settings section as a card (spec-core §2). */
export default function SettingsHome() {
  const { t } = useTranslation();
  const sections = visibleSections(useIsSuperAdmin());
  return (
    <section className="page">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <div className="settings-grid">
        {[homeCard, ...sections].map((section) => (
          <SettingsCard key={section.to} section={section} />
        ))}
      </div>
      <h2 className="section-title">{t('settings.project')}</h2>
      <div className="settings-grid">
        {externalCards.map((section) => (
          <SettingsCard key={section.to} section={section} />
        ))}
      </div>
    </section>
  );
}
