import { useTranslation } from 'react-i18next';
import { themes, type Theme } from '../../../shared/themes.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PaletteIcon } from '../../components/icons/NavIcons.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useTheme } from '../theme/themeStore.js';
import { LanguageChooser } from './LanguageChooser.js';
import { ThemeCard } from './ThemeCard.js';
import { useChooseTheme } from './useChooseTheme.js';

function ThemeGroup({ title, list }: { title: string; list: readonly Theme[] }) {
  const current = useTheme();
  const choose = useChooseTheme();
  if (list.length === 0) return null;
  return (
    <>
      <h2 className="section-title">{title}</h2>
      <div className="theme-grid">
        {list.map((theme) => (
          <ThemeCard key={theme.value} theme={theme} current={theme.value === current} onChoose={() => void choose(theme.value)} />
        ))}
      </div>
    </>
  );
}

/** /manage/theme: every theme as a live preview; a click switches and saves. */
export default function ThemePage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeader title={t('generalSettings.themes.title')} subtitle={t('generalSettings.themes.subtitle')} />
      <LanguageChooser />
      {themes.length === 0 ? (
        <EmptyState icon={<PaletteIcon size={36} />} title={t('generalSettings.themes.emptyTitle')} text={t('generalSettings.themes.emptyText')} />
      ) : (
        <>
          <ThemeGroup title={t('generalSettings.themes.lightThemes')} list={themes.filter((theme) => theme.type === 'light')} />
          <ThemeGroup title={t('generalSettings.themes.darkThemes')} list={themes.filter((theme) => theme.type === 'dark')} />
        </>
      )}
    </section>
  );
}
