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
  return (
    <section className="page">
      <PageHeader title="Themes" subtitle="Choose how Hearth looks. The change applies at once and follows you to every device." />
      <LanguageChooser />
      {themes.length === 0 ? (
        <EmptyState icon={<PaletteIcon size={36} />} title="Oops! Nothing to List here" text="Please add some theme first" />
      ) : (
        <>
          <ThemeGroup title="Light themes" list={themes.filter((t) => t.type === 'light')} />
          <ThemeGroup title="Dark themes" list={themes.filter((t) => t.type === 'dark')} />
        </>
      )}
    </section>
  );
}
