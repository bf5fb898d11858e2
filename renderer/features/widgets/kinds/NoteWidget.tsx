import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { Markdown } from './Markdown.js';

export function NoteWidget({ config }: { config: WidgetConfig<'note'> }) {
  if (!config.markdown.trim()) return <p className="widget-quiet">This note is empty. Open its settings to write it.</p>;
  return <Markdown source={config.markdown} />;
}
