import { calendarAgendaMaxDays, type WidgetConfig } from '../../../../shared/contracts/widgets.js';
import type { SettingsProps } from '../widgetTypes.js';

/** How the calendar opens; which calendars it shows is the "Calendars" dialog's, reached from the widget. */
export function CalendarSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'calendar'>>) {
  return (
    <div className="calendar-settings">
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-view`}>Opens as</label>
        <select id={`${idPrefix}-view`} className="input" value={config.view} onChange={(e) => onChange({ ...config, view: e.target.value === 'month' ? 'month' : 'agenda' })}>
          <option value="agenda">Agenda (the days ahead)</option>
          <option value="month">Month</option>
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-days`}>Days in the agenda</label>
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
          From today, 1 to {calendarAgendaMaxDays} days.
        </p>
      </div>
      <p className="field-hint">
        Releases from your Sonarr, Radarr and Lidarr links come in on their own. Add or remove iCal and CalDAV calendars with the Calendars button in the widget.
      </p>
    </div>
  );
}
