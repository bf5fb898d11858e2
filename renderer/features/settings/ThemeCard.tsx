import { useTranslation } from 'react-i18next';
import type { Theme } from '../../../shared/themes.js';
import { CheckIcon, MoonIcon, SunIcon } from '../../components/icons/UiIcons.js';

/**
 * A theme as a miniature dashboard painted in its own colours: the preview carries the theme's
 * data-theme attribute, so the same CSS custom properties as the real page apply inside it.
 */
export function ThemeCard({ theme, current, onChoose }: { theme: Theme; current: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`theme-card${current ? ' current' : ''}`}
      aria-pressed={current}
      aria-label={t('generalSettings.themes.themeLabel', { name: theme.label })}
      onClick={onChoose}
    >
      <span className="theme-preview" data-theme={theme.value} aria-hidden="true">
        <span className="tp-sidebar">
          <span className="tp-logo" />
          <span className="tp-line" />
          <span className="tp-line tp-active" />
          <span className="tp-line" />
        </span>
        <span className="tp-main">
          <span className="tp-header" />
          <span className="tp-cards">
            <span className="tp-card" />
            <span className="tp-card" />
            <span className="tp-card" />
          </span>
          <span className="tp-button" />
        </span>
      </span>
      <span className="theme-meta">
        <span className="theme-name">{theme.label}</span>
        <span className="theme-badges">
          {current ? (
            <span className="badge badge-accent">
              <CheckIcon size={12} /> {t('generalSettings.themes.current')}
            </span>
          ) : null}
          <span className="badge">
            {theme.type === 'light' ? <SunIcon size={12} /> : <MoonIcon size={12} />}
            {theme.type === 'light' ? t('generalSettings.themes.light') : t('generalSettings.themes.dark')}
          </span>
        </span>
      </span>
    </button>
  );
}
