import type { TFunction } from 'i18next';
import type { Reach } from '../../../shared/contracts/integration-targets.js';
import { reachText } from '../../../shared/contracts/integration-targets.js';
import type { IntegrationCategory } from '../../../shared/contracts/integration-categories.js';
import { sourceLanguage } from '../../i18n/languages.js';

/**
 * What a package reaches, in the reader's language: English is the shared reachText itself (the
 * spec's words), any other language its parts from the catalogue joined by Intl.ListFormat.
 */
export function reachWords(t: TFunction, language: string, reaches: readonly Reach[]): string {
  if (language === sourceLanguage) return reachText(reaches);
  const parts = reaches.map((r) =>
    r.kind === 'any'
      ? t('integrations.reachAny')
      : r.kind === 'link'
        ? t('integrations.reachLink')
        : r.whenEmpty
          ? t('integrations.reachFieldOr', { label: r.label, address: r.whenEmpty })
          : t('integrations.reachField', { label: r.label }),
  );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/** A kind of built-in integration, as the section heading shows it. */
export function categoryWord(t: TFunction, category: IntegrationCategory): string {
  return t(`integrations.category.${category}`);
}
