import { useTranslation } from 'react-i18next';
import { maxNoteLength, type WidgetConfig } from '../../../../shared/contracts/widgets.js';
import type { SettingsProps } from '../widgetTypes.js';

export function NoteSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'note'>>) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${idPrefix}-markdown`}>{t('widgets.note.field')}</label>
      <textarea id={`${idPrefix}-markdown`} className="input widget-note-input" rows={8} maxLength={maxNoteLength} value={config.markdown} onChange={(e) => onChange({ ...config, markdown: e.target.value })} />
      <p className="field-hint">{t('widgets.note.hint')}</p>
    </div>
  );
}
