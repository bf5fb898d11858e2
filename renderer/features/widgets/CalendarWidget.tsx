import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarAnswer, CalendarEvent } from '../../../shared/contracts/calendar.js';
import { shiftMonth } from './calendarRange.js';
import { agendaDays, kindLabels, monthWeeks } from './calendarView.js';
import '../../styles/calendar-widget.css';

export const calendarViews = ['agenda', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

interface CalendarWidgetProps {
  answer: CalendarAnswer;
  /** The view shown first; the widget's own buttons switch it. */
  initialView?: CalendarView;
  /** The viewer's time zone (the browser's by default). */
  timeZone?: string;
  /** The viewer's language for dates and times (the browser's by default). */
  locale?: string;
  /** Today, as YYYY-MM-DD in the viewer's zone, marked in both views. */
  today?: string;
  /** The month view's month (YYYY-MM); the answer's first month by default. */
  month?: string;
  onViewChange?: (view: CalendarView) => void;
  /** With it, the month view has buttons for the month before and after. */
  onMonthChange?: (month: string) => void;
  /** False inside a widget card, whose own title and frame stand for the widget's. */
  framed?: boolean;
  /** Beside the view buttons: the card puts its "Calendars" button here. */
  actions?: ReactNode;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function dayLabel(day: string, locale: string | undefined): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
}

function timeLabel(event: CalendarEvent, timeZone: string, locale: string | undefined, allDay: string): string {
  if (event.allDay) return allDay;
  return new Date(event.start).toLocaleTimeString(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
}

/** An event's title, a link to its item in the service when there is one (in a new tab). */
function EventTitle({ event }: { event: CalendarEvent }) {
  if (!event.url) return <span className="calendar-title">{event.title}</span>;
  return (
    <a className="calendar-title" href={event.url} target="_blank" rel="noopener noreferrer">
      {event.title}
    </a>
  );
}

/**
 * The calendar widget (issue 44 item 5): the merged answer of GET /api/v1/calendar as an agenda
 * or a month, and each source that failed named with its own message while the rest still shows.
 * Kinds are words, not only colours; the month is a table a screen reader walks by day.
 */
export function CalendarWidget({ answer, initialView = 'agenda', timeZone = browserZone(), locale, today, month = answer.from.slice(0, 7), onViewChange, onMonthChange, framed = true, actions }: CalendarWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<CalendarView>(initialView);
  const id = useId();
  const failed = answer.sources.filter((s) => s.error);
  const choose = (next: CalendarView) => {
    setView(next);
    onViewChange?.(next);
  };
  return (
    <section className={framed ? 'calendar-widget' : 'calendar-widget is-bare'} aria-labelledby={framed ? `${id}-title` : undefined}>
      <div className="calendar-head">
        {framed ? (
          <h2 className="calendar-heading" id={`${id}-title`}>
            {t('widgets.kinds.calendar')}
          </h2>
        ) : null}
        <div className="calendar-views" role="group" aria-label={t('widgets.calendar.viewGroup')}>
          {calendarViews.map((v) => (
            <button key={v} type="button" className="calendar-view-button" aria-pressed={view === v} onClick={() => choose(v)}>
              {v === 'agenda' ? t('widgets.calendar.agenda') : t('widgets.calendar.month')}
            </button>
          ))}
        </div>
        {actions}
      </div>
      {/* A status region that is always there, so a problem arriving with a refresh is announced. */}
      <div role="status">
        {failed.length > 0 && (
          <ul className="calendar-errors" aria-label={t('widgets.calendar.problems')}>
            {failed.map((s) => (
              <li key={s.id}>
                <strong>{s.name}</strong> ({kindLabels[s.kind]}): {s.error}
              </li>
            ))}
          </ul>
        )}
      </div>
      {view === 'agenda' ? <Agenda answer={answer} timeZone={timeZone} locale={locale} today={today} /> : <Month answer={answer} timeZone={timeZone} locale={locale} today={today} month={month} onMonthChange={onMonthChange} />}
    </section>
  );
}

interface ViewProps {
  answer: CalendarAnswer;
  timeZone: string;
  locale: string | undefined;
  today: string | undefined;
}

function Agenda({ answer, timeZone, locale, today }: ViewProps) {
  const { t } = useTranslation();
  const days = agendaDays(answer.events, timeZone);
  if (days.length === 0) return <p className="calendar-empty">{t('widgets.calendar.empty', { from: dayLabel(answer.from, locale), to: dayLabel(answer.to, locale) })}</p>;
  return (
    <ol className="calendar-agenda" aria-label={t('widgets.calendar.agenda')}>
      {days.map(({ day, events }) => (
        <li key={day} className="calendar-day" aria-current={day === today ? 'date' : undefined}>
          <h3 className="calendar-day-label">
            <time dateTime={day}>{dayLabel(day, locale)}</time>
            {day === today && <span className="calendar-today"> · {t('widgets.calendar.today')}</span>}
          </h3>
          <ul className="calendar-events">
            {events.map((event) => (
              <li key={event.id} className="calendar-event" data-kind={event.kind}>
                <span className="calendar-time">{timeLabel(event, timeZone, locale, t('widgets.calendar.allDay'))}</span>
                <EventTitle event={event} />
                <span className="calendar-kind">{kindLabels[event.kind]}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Monday to Sunday in the viewer's language: the full name for screen readers, the short one shown. */
function weekdays(locale: string | undefined): { long: string; short: string }[] {
  const name = (weekday: 'long' | 'short') => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12))).map((day) => ({ long: name('long').format(day), short: name('short').format(day) }));
}
const shownPerDay = 3;

const monthTitle = (month: string, locale: string | undefined) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });

function MonthNav({ month, locale, onMonthChange }: { month: string; locale: string | undefined; onMonthChange: (month: string) => void }) {
  const { t } = useTranslation();
  const before = shiftMonth(month, -1);
  const after = shiftMonth(month, 1);
  return (
    <div className="calendar-month-nav">
      <button type="button" className="calendar-view-button" aria-label={t('widgets.calendar.previousMonth', { month: monthTitle(before, locale) })} onClick={() => onMonthChange(before)}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="calendar-view-button" aria-label={t('widgets.calendar.nextMonth', { month: monthTitle(after, locale) })} onClick={() => onMonthChange(after)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

function Month({ answer, timeZone, locale, today, month, onMonthChange }: ViewProps & { month: string; onMonthChange: ((month: string) => void) | undefined }) {
  const { t } = useTranslation();
  const weeks = monthWeeks(month, answer.events, timeZone);
  const title = monthTitle(month, locale);
  return (
    <>
      {onMonthChange ? <MonthNav month={month} locale={locale} onMonthChange={onMonthChange} /> : null}
      <table className="calendar-month">
        <caption>{title}</caption>
        <thead>
          <tr>
            {weekdays(locale).map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day}>
              {week.map((cell) => (
                <td key={cell.day} className="calendar-cell" data-outside={!cell.inMonth || undefined} aria-current={cell.day === today ? 'date' : undefined}>
                  <time className="calendar-cell-day" dateTime={cell.day}>
                    <span aria-hidden="true">{Number(cell.day.slice(8))}</span>
                    <span className="sr-only">{dayLabel(cell.day, locale)}</span>
                  </time>
                  {cell.events.length > 0 && (
                    <ul className="calendar-cell-events">
                      {cell.events.slice(0, shownPerDay).map((event) => (
                        <li key={event.id} data-kind={event.kind}>
                          <EventTitle event={event} />
                        </li>
                      ))}
                      {cell.events.length > shownPerDay && <li className="calendar-more">{t('widgets.calendar.more', { count: cell.events.length - shownPerDay })}</li>}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
