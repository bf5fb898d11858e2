import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import type { SettingsProps } from '../widgetTypes.js';
import { timeZoneChoices } from './clock.js';

export function ClockSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'clock'>>) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneChoices(Intl.supportedValuesOf('timeZone')), []);
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-zone`}>{t('widgets.clock.zone')}</label>
        <select id={`${idPrefix}-zone`} className="input" value={config.timeZone} onChange={(e) => onChange({ ...config, timeZone: e.target.value })}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone === 'local' ? t('widgets.clock.local') : zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-label`}>{t('widgets.clock.label')}</label>
        <input id={`${idPrefix}-label`} className="input" maxLength={40} value={config.label} onChange={(e) => onChange({ ...config, label: e.target.value })} />
      </div>
    </>
  );
}
