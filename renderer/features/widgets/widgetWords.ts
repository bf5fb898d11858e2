import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { widgetDefinitions } from '../../../shared/contracts/widgets.js';
import type { WidgetNameWords } from './widgetName.js';

/** widgetName's words from a catalogue (en.json holds the English ones verbatim). */
export function widgetWords(t: TFunction): WidgetNameWords {
  return {
    kind: (kind) => t(`widgets.kinds.${Object.hasOwn(widgetDefinitions, kind) ? kind : 'unknown'}`),
    named: (kind, detail) => t('widgets.named', { kind, detail }),
    service: (name) => t('widgets.service', { name }),
  };
}

/** widgetName's words in the reader's language. */
export function useWidgetWords(): WidgetNameWords {
  const { t } = useTranslation();
  return useMemo(() => widgetWords(t), [t]);
}
