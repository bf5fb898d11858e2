import { PageHeader } from '../../components/PageHeader.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { SettingsCard } from './SettingsCard.js';
import { externalCards, homeCard, visibleSections } from './settingsSections.js';

/** /manage: every settings section as a card (spec-core §2). */
export default function SettingsHome() {
  const sections = visibleSections(useIsSuperAdmin());
  return (
    <section className="page">
      <PageHeader title="Settings" subtitle="Manage your dashboard, its content and your account." />
      <div className="settings-grid">
        {[homeCard, ...sections].map((section) => (
          <SettingsCard key={section.to} section={section} />
        ))}
      </div>
      <h2 className="section-title">Hearth project</h2>
      <div className="settings-grid">
        {externalCards.map((section) => (
          <SettingsCard key={section.to} section={section} />
        ))}
      </div>
    </section>
  );
}
