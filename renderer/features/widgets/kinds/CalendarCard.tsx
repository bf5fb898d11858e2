import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { CalendarWidget, type CalendarView } from '../CalendarWidget.js';
import { agendaRange, monthRange, today as todayIn } from '../calendarRange.js';
import { useCalendar } from '../useCalendar.js';
import { useRegionalLocale } from '../../../i18n/useRegionalLocale.js';
import { useMinute } from '../useMinute.js';
import { CalendarSourcesDialog } from './CalendarSourcesDialog.js';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The calendar as a widget kind: it asks GET /api/v1/calendar for what it shows (the agenda's
 * days from today, or the month's whole grid), every 15 minutes while the tab is shown (useCalendar).
 * A source that fails is named in the widget with its message; the others still show.
 */
export function CalendarCard({ config }: { config: WidgetConfig<'calendar'> }) {
  // A new "opens as" in the settings starts the widget again in that view.
  return <CalendarBody key={config.view} config={config} />;
}

function CalendarBody({ config }: { config: WidgetConfig<'calendar'> }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const timeZone = browserZone();
  const today = todayIn(useMinute() * 60_000, timeZone);
  const [view, setView] = useState<CalendarView>(config.view);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [managing, setManaging] = useState(false);
  const range = view === 'agenda' ? agendaRange(today, config.days) : monthRange(month);
  const calendar = useCalendar(range.from, range.to);

  if (calendar.isPending) return <p className="calendar-note" aria-busy="true">{t('widgets.calendar.loading')}</p>;
  if (calendar.isError) {
    return (
      <p className="calendar-note" role="status">
        {t('widgets.calendar.failed', { message: calendar.error.message })}
      </p>
    );
  }
  const answer = calendar.data;
  const manage = (
    <button type="button" className="calendar-view-button calendar-manage" aria-haspopup="dialog" onClick={() => setManaging(true)}>
      {t('widgets.calendar.calendars')}
    </button>
  );
  return (
    <div className="calendar-card" aria-busy={calendar.isPlaceholderData || undefined}>
      <CalendarWidget answer={answer} initialView={view} timeZone={timeZone} locale={locale} today={today} month={month} onViewChange={setView} onMonthChange={setMonth} framed={false} actions={manage} />
      {answer.sources.length === 0 ? <p className="calendar-note">{t('widgets.calendar.none')}</p> : null}
      {managing ? <CalendarSourcesDialog answered={answer.sources} onClose={() => setManaging(false)} /> : null}
    </div>
  );
}
