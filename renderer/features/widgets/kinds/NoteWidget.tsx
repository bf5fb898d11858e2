import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { Markdown } from './Markdown.js';

export function NoteWidget({ config }: { config: WidgetConfig<'note'> }) {
  const { t } = useTranslation();
  if (!config.markdown.trim()) return <p className="widget-quiet">{t('widgets.note.empty')}</p>;
  return <Markdown source={config.markdown} />;
}
