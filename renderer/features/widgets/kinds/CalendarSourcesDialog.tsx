import { useRef, useState, type FormEvent } from 'react';
import type { CalendarSourceKind, CalendarSourceStatus } from '../../../../shared/contracts/calendar.js';
import { Modal } from '../../../components/Modal.js';
import { kindLabels } from '../calendarView.js';
import { useCalendarSources, useCalendarSourceMutations } from './calendarSources.js';

interface CalendarSourcesDialogProps {
  /** The sources of the widget's last answer: the Sonarr, Radarr and Lidarr links among them are listed as automatic. */
  answered: readonly CalendarSourceStatus[];
  onClose: () => void;
}

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The calendar could not be saved.');
const blank = { kind: 'ical' as CalendarSourceKind, name: '', url: '', username: '', password: '' };

/**
 * The calendars behind the widget: those from the user's links (read only, they follow the links)
 * and the iCal and CalDAV ones the user added, each removable, with a form to add one. The
 * server's refusal (a bad address, an address this account may not reach) shows in the form.
 */
export function CalendarSourcesDialog({ answered, onClose }: CalendarSourcesDialogProps) {
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
          setSaid(`${answer.source.name} was added.`);
          setDraft(blank);
        },
        onError: (error) => setProblem(failure(error)),
      },
    );
  };
  const drop = (id: string, name: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        setSaid(`${name} was removed.`);
        // Its button is gone: focus stays in the dialog, on the list it left.
        listHeading.current?.focus();
      },
      onError: (error) => setSaid(`${name} could not be removed: ${failure(error)}`),
    });

  return (
    <Modal id="calendar-sources" title="Calendars" onClose={onClose} className="calendar-sources-modal">
      <h3 className="calendar-sources-heading">From your links</h3>
      {automatic.length > 0 ? (
        <ul className="calendar-sources-list" aria-label="Calendars from your links">
          {automatic.map((s) => (
            <li key={s.id}>
              <span className="calendar-source-name">{s.name}</span> <span className="calendar-source-meta">{kindLabels[s.kind]}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field-hint">Releases from your Sonarr, Radarr and Lidarr links with an API key come in on their own; change them in the link’s integration settings.</p>

      <h3 className="calendar-sources-heading" ref={listHeading} tabIndex={-1}>
        Your calendars
      </h3>
      {sources.isError ? (
        <p role="alert">Your calendars could not be listed: {failure(sources.error)}</p>
      ) : sources.data && sources.data.length > 0 ? (
        <ul className="calendar-sources-list" aria-label="Your calendars">
          {sources.data.map((s) => (
            <li key={s.id}>
              <span className="calendar-source-name">{s.name}</span>{' '}
              <span className="calendar-source-meta">
                {kindLabels[s.kind]} · {s.host}
                {s.username ? ` · ${s.username}` : ''}
              </span>
              <button type="button" className="btn btn-secondary btn-sm" aria-label={`Remove ${s.name}`} disabled={remove.isPending} onClick={() => drop(s.id, s.name)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">{sources.isPending ? 'Loading your calendars…' : 'You have not added a calendar yet.'}</p>
      )}
      <p className="sr-only" role="status">
        {said}
      </p>

      <form className="calendar-source-form" onSubmit={submit} noValidate aria-labelledby="calendar-source-add">
        <h3 className="calendar-sources-heading" id="calendar-source-add">
          Add a calendar
        </h3>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-kind">Kind</label>
          <select id="calendar-source-kind" className="input" value={draft.kind} onChange={(e) => set({ kind: e.target.value === 'caldav' ? 'caldav' : 'ical' })}>
            <option value="ical">iCal address (.ics)</option>
            <option value="caldav">CalDAV account</option>
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-name">Name</label>
          <input id="calendar-source-name" className="input" maxLength={100} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-url">Address</label>
          <input id="calendar-source-url" className="input" type="url" inputMode="url" spellCheck={false} value={draft.url} aria-describedby="calendar-source-url-hint" onChange={(e) => set({ url: e.target.value })} />
          <p className="field-hint" id="calendar-source-url-hint">
            {draft.kind === 'ical' ? 'The calendar’s .ics link, e.g. its “secret address in iCal format”. Only its host is shown afterwards.' : 'The CalDAV server or calendar address, e.g. https://cloud.example.org/remote.php/dav/.'}
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-user">User name{draft.kind === 'ical' ? ' (only if the address asks for a sign-in)' : ''}</label>
          <input id="calendar-source-user" className="input" autoComplete="off" maxLength={200} value={draft.username} onChange={(e) => set({ username: e.target.value })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="calendar-source-password">Password{draft.kind === 'ical' ? ' (only if the address asks for a sign-in)' : ''}</label>
          <input id="calendar-source-password" className="input" type="password" autoComplete="new-password" maxLength={1000} value={draft.password} onChange={(e) => set({ password: e.target.value })} />
        </div>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add calendar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
