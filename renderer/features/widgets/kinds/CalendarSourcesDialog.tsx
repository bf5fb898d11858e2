import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarSourceKind, CalendarSourceStatus } from '../../../../shared/contracts/calendar.js';
import { Modal } from '../../../components/Modal.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { kindLabels } from '../calendarView.js';
import { useCalendarSources, useCalendarSourceMutations } from './calendarSources.js';

interface CalendarSourcesDialogProps {
  /** The sources of the widget's last answer: the Sonarr, Radarr and Lidarr links among them are listed as automatic. */
  answered: readonly CalendarSourceStatus[];
  onClose: () => void;
}

/** The server's reason, in the reader's language when it is one of Hearth's messages; `fallback` when there is none. */
const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? translateMessage(error.message) : fallback);
const blank = { kind: 'ical' as CalendarSourceKind, name: '', url: '', username: '', password: '' };

/**
 * The calendars behind the widget: those from the user's links (read only, they follow the links)
 * and the iCal and CalDAV ones the user added, each removable, with a form to add one. The
 * server's refusal (a bad address, an address this account may not reach) shows in the form.
 */
export function CalendarSourcesDialog({ answered, onClose }: CalendarSourcesDialogProps) {
  const { t } = useTranslation();
  const saveFailed = t('widgets.calendarSources.saveFailed');
  const sources = useCalendarSources();
  const { add, remove } = useCalendarSourceMutations();
  const [draft, setDraft] = useState(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const automatic = answered.filter((s) => s.kind !== 'ical' && s.kind !== 'caldav');
  const set = (change: Partial<typeof blank>) => setDraft((old) => ({ ...old, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const login = draft.username.trim() ? { username: draft.username.trim(), password: draft.password } : {};
    add.mutate(
      { kind: draft.kind, name: draft.name, url: draft.url, ...login },
      {
        onSuccess: (answer) => {
          setSaid(t('widgets.calendarSources.added', { name: answer.source.name }));
          setDraft(blank);
        },
        onError: (error) => setProblem(failure(error, saveFailed)),
      },
    );
  };
  const drop = (id: string, name: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        setSaid(t('widgets.calendarSources.removed', { name }));
        // Its button is gone: focus stays in the dialog, on the list it left.
        listHeading.current?.focus();
      },
      onError: (error) => setSaid(t('widgets.calendarSources.removeFailed', { name, message: failure(error, saveFailed) })),
    });

  return (
    <Modal id="calendar-sources" title={t('widgets.calendar.calendars')} onClose={onClose} className="calendar-sources-modal">
      <h3 className="calendar-sources-heading">{t('widgets.calendarSources.fromLinks')}</h3>
      {automatic.length > 0 ? (
        <ul className="calendar-sources-list" aria-label={t('widgets.calendarSources.fromLinksList')}>
          {automatic.map((s) => (
            <li key={s.id}>
              <span className="calendar-source-name">{s.name}</span> <span className="calendar-source-meta">{kindLabels[s.kind]}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field-hint">{t('widgets.calendarSources.fromLinksHint')}</p>

      <h3 className="calendar-sources-heading" ref={listHeading} tabIndex={-1}>
        {t('widgets.calendarSources.yours')}
      </h3>
      {sources.isError ? (
        <p role="alert">{t('widgets.calendarSources.listFailed', { message: failure(sources.error, saveFailed) })}</p>
      ) : sources.data && sources.data.length > 0 ? (
        <ul className="calendar-sources-list" aria-label={t('widgets.calendarSources.yours')}>
          {sources.data.map((s) => (
            <li key={s.id}>
              <span className="calendar-source-name">{s.name}</span>{' '}
              <span className="calendar-source-meta">
                {kindLabels[s.kind]} · {s.host}
                {s.username ? ` · ${s.username}` : ''}
              </span>
              <button type="button" className="btn btn-secondary btn-sm" aria-label={t('widgets.calendarSources.removeNamed', { name: s.name })} disabled={remove.isPending} onClick={() => drop(s.id, s.name)}>
                {t('widgets.calendarSources.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">{sources.isPending ? t('widgets.calendarSources.loading') : t('widgets.calendarSources.none')}</p>
      )}
      <p className="sr-only" role="status">
        {said}
      </p>

      <form className="calendar-source-form" onSubmit={submit} noValidate aria-labelledby="calendar-source-add">
        <h3 className="calendar-sources-heading" id="calendar-source-add">
          {t('widgets.calendarSources.add')}
        </h3>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-kind">{t('widgets.calendarSources.kind')}</label>
          <select id="calendar-source-kind" className="input" value={draft.kind} onChange={(e) => set({ kind: e.target.value === 'caldav' ? 'caldav' : 'ical' })}>
            <option value="ical">{t('widgets.calendarSources.kindIcal')}</option>
            <option value="caldav">{t('widgets.calendarSources.kindCaldav')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-name">{t('widgets.calendarSources.name')}</label>
          <input id="calendar-source-name" className="input" maxLength={100} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-url">{t('widgets.calendarSources.address')}</label>
          <input id="calendar-source-url" className="input" type="url" inputMode="url" spellCheck={false} value={draft.url} aria-describedby="calendar-source-url-hint" onChange={(e) => set({ url: e.target.value })} />
          <p className="field-hint" id="calendar-source-url-hint">
            {draft.kind === 'ical' ? t('widgets.calendarSources.icalHint') : t('widgets.calendarSources.caldavHint')}
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-user">{draft.kind === 'ical' ? t('widgets.calendarSources.userIcal') : t('widgets.calendarSources.user')}</label>
          <input id="calendar-source-user" className="input" autoComplete="off" maxLength={200} value={draft.username} onChange={(e) => set({ username: e.target.value })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-password">{draft.kind === 'ical' ? t('widgets.calendarSources.passwordIcal') : t('widgets.calendarSources.password')}</label>
          <input id="calendar-source-password" className="input" type="password" autoComplete="new-password" maxLength={1000} value={draft.password} onChange={(e) => set({ password: e.target.value })} />
        </div>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('widgets.calendarSources.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending ? t('widgets.calendarSources.adding') : t('widgets.calendarSources.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
