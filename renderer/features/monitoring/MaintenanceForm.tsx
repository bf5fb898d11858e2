import { useState, type FormEvent } from 'react';
import { maintenanceSaveSchema, weekdayLabels, type MaintenanceKind, type MaintenanceSave, type MaintenanceWindow } from '../../../shared/contracts/maintenance.js';
import type { MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { Modal } from '../../components/Modal.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { useSaveMaintenance } from './maintenanceQueries.js';

type Field = keyof MaintenanceSave;

/** "2026-11-28T19:30" on this browser's clock, as <input type="datetime-local"> wants it. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}
const isoOf = (local: string): string => (local && Number.isFinite(Date.parse(local)) ? new Date(local).toISOString() : local);
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const zones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']);

/** Add or edit a maintenance window, in a dialog: one-off (from, to) or weekly (days, time, duration, zone), and what it covers. */
export function MaintenanceForm({ saved, monitors, onClose }: { saved: MaintenanceWindow | null; monitors: MonitorSummary[]; onClose: () => void }) {
  const [name, setName] = useState(saved?.name ?? '');
  const [kind, setKind] = useState<MaintenanceKind>(saved?.kind ?? 'once');
  const [startsAt, setStartsAt] = useState(() => localInput(saved?.startsAt ? Date.parse(saved.startsAt) : Date.now()));
  const [endsAt, setEndsAt] = useState(() => localInput(saved?.endsAt ? Date.parse(saved.endsAt) : Date.now() + 3_600_000));
  const [days, setDays] = useState<number[]>(saved?.days ?? []);
  const [startTime, setStartTime] = useState(saved?.startTime ?? '02:00');
  const [duration, setDuration] = useState(String(saved?.durationMinutes ?? 60));
  const [timeZone, setTimeZone] = useState(saved?.timeZone ?? browserZone());
  const [all, setAll] = useState(saved ? saved.monitorIds === null : false);
  const [chosen, setChosen] = useState<string[]>(saved?.monitorIds ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveMaintenance(onClose);

  const body = () => ({ name, kind, startsAt: isoOf(startsAt), endsAt: isoOf(endsAt), days, startTime, durationMinutes: Number(duration), timeZone, monitorIds: all ? null : chosen });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceSaveSchema.safeParse(body());
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setErrors(found);
      const first = (['name', 'startsAt', 'endsAt', 'days', 'startTime', 'durationMinutes', 'timeZone', 'monitorIds'] as const).find((f) => found[f]);
      if (first) document.getElementById(`maintenance-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: saved?._id ?? null, body: parsed.data });
  };
  const toggle = (list: number[], day: number) => (list.includes(day) ? list.filter((d) => d !== day) : [...list, day].sort());

  return (
    <Modal id="maintenance" title={saved ? `Edit ${saved.name}` : 'Add maintenance window'} onClose={onClose} initialFocus="maintenance-name" className="maintenance-modal">
      <form className="form" onSubmit={submit} noValidate aria-label="Maintenance window">
        <FormField id="maintenance-name" label="Name" value={name} maxLength={100} placeholder="NAS updates" error={errors.name} onChange={(e) => setName(e.target.value)} />
        <fieldset className="field maintenance-kind">
          <legend className="field-label">When</legend>
          {(['once', 'weekly'] as const).map((k) => (
            <label key={k} className="radio-label">
              <input type="radio" name="maintenance-kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {k === 'once' ? 'One-off' : 'Every week'}
            </label>
          ))}
        </fieldset>
        {kind === 'once' ? (
          <>
            <FormField id="maintenance-startsAt" label="From" type="datetime-local" value={startsAt} error={errors.startsAt} onChange={(e) => setStartsAt(e.target.value)} />
            <FormField id="maintenance-endsAt" label="To" type="datetime-local" value={endsAt} error={errors.endsAt} onChange={(e) => setEndsAt(e.target.value)} />
          </>
        ) : (
          <>
            <fieldset className="field maintenance-days" id="maintenance-days" tabIndex={-1}>
              <legend className="field-label">Days</legend>
              {weekdayLabels.map((label, day) => (
                <label key={label} className="day-label">
                  <input type="checkbox" checked={days.includes(day)} onChange={() => setDays(toggle(days, day))} /> {label}
                </label>
              ))}
              <FieldError message={errors.days} />
            </fieldset>
            <FormField id="maintenance-startTime" label="Starts at" type="time" value={startTime} error={errors.startTime} onChange={(e) => setStartTime(e.target.value)} />
            <FormField id="maintenance-durationMinutes" label="Lasts (minutes)" type="number" min={1} value={duration} error={errors.durationMinutes} onChange={(e) => setDuration(e.target.value)} />
            <FormField id="maintenance-timeZone" label="Time zone" value={timeZone} list="maintenance-zones" error={errors.timeZone} onChange={(e) => setTimeZone(e.target.value)} />
            <datalist id="maintenance-zones">
              {zones().map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </>
        )}
        <fieldset className="field maintenance-monitors" id="maintenance-monitorIds" tabIndex={-1}>
          <legend className="field-label">Covers</legend>
          <CheckboxField id="maintenance-all" label="All my monitors" checked={all} onChange={setAll} />
          {all
            ? null
            : monitors.map((monitor) => (
                <label key={monitor._id} className="monitor-choice">
                  <input type="checkbox" checked={chosen.includes(monitor._id)} onChange={() => setChosen(chosen.includes(monitor._id) ? chosen.filter((id) => id !== monitor._id) : [...chosen, monitor._id])} /> {monitor.name}
                </label>
              ))}
          <FieldError message={errors.monitorIds} />
        </fieldset>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
