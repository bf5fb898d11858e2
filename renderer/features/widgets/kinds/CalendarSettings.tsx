import { useTranslation } from 'react-i18next';
import { calendarAgendaMaxDays, type WidgetConfig } from '../../../../shared/contracts/widgets.js';
import type { SettingsProps } from '../widgetTypes.js';

/** How the calendar opens; which calendars it shows is the "Calendars" dialog's, reached from the widget. */
export function CalendarSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'calendar'>>) {
  const { t } = useTranslation();
  return (
    <div className="calendar-settings">
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-view`}>{t('widgets.calendar.opensAs')}</label>
        <select id={`${idPrefix}-view`} className="input" value={config.view} onChange={(e) => onChange({ ...config, view: e.target.value === 'month' ? 'month' : 'agenda' })}>
          <option value="agenda">{t('widgets.calendar.agendaOption')}</option>
          <option value="month">{t('widgets.calendar.month')}</option>
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-days`}>{t('widgets.calendar.days')}</label>
        <input
          id={`${idPrefix}-days`}
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={calendarAgendaMaxDays}
          step={1}
          value={Number.isFinite(config.days) ? config.days : ''}
          aria-describedby={`${idPrefix}-days-hint`}
          onChange={(e) => onChange({ ...config, days: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
        <p className="field-hint" id={`${idPrefix}-days-hint`}>
          {t('widgets.calendar.daysHint', { max: calendarAgendaMaxDays })}
        </p>
      </div>
      <p className="field-hint">
        {t('widgets.calendar.releasesHint')}
      </p>
    </div>
  );
}
