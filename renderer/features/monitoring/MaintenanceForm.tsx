import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceSaveSchema, type MaintenanceKind, type MaintenanceSave, type MaintenanceWindow } from '../../../shared/contracts/maintenance.js';
import type { MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { Modal } from '../../components/Modal.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { useSaveMaintenance } from './maintenanceQueries.js';
import { weekdayName } from './maintenanceText.js';

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
  const { t } = useTranslation();
  const locale = useRegionalLocale();
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
    <Modal id="maintenance" title={saved ? t('monitoring.alerts.editNamed', { name: saved.name }) : t('monitoring.maintenance.add')} onClose={onClose} initialFocus="maintenance-name" className="maintenance-modal">
      <form className="form" onSubmit={submit} noValidate aria-label={t('monitoring.maintenance.window')}>
        <FormField id="maintenance-name" label={t('monitoring.common.name')} value={name} maxLength={100} placeholder={t('monitoring.maintenance.namePlaceholder')} error={errors.name} onChange={(e) => setName(e.target.value)} />
        <fieldset className="field maintenance-kind">
          <legend className="field-label">{t('monitoring.maintenance.when')}</legend>
          {(['once', 'weekly'] as const).map((k) => (
            <label key={k} className="radio-label">
              <input type="radio" name="maintenance-kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {k === 'once' ? t('monitoring.maintenance.once') : t('monitoring.maintenance.everyWeek')}
            </label>
          ))}
        </fieldset>
        {kind === 'once' ? (
          <>
            <FormField id="maintenance-startsAt" label={t('monitoring.common.from')} type="datetime-local" value={startsAt} error={errors.startsAt} onChange={(e) => setStartsAt(e.target.value)} />
            <FormField id="maintenance-endsAt" label={t('monitoring.common.to')} type="datetime-local" value={endsAt} error={errors.endsAt} onChange={(e) => setEndsAt(e.target.value)} />
          </>
        ) : (
          <>
            <fieldset className="field maintenance-days" id="maintenance-days" tabIndex={-1}>
              <legend className="field-label">{t('monitoring.maintenance.days')}</legend>
              {[0, 1, 2, 3, 4, 5, 6].map((day) => (
                <label key={day} className="day-label">
                  <input type="checkbox" checked={days.includes(day)} onChange={() => setDays(toggle(days, day))} /> {weekdayName(locale, day)}
                </label>
              ))}
              <FieldError message={errors.days} />
            </fieldset>
            <FormField id="maintenance-startTime" label={t('monitoring.maintenance.startsAt')} type="time" value={startTime} error={errors.startTime} onChange={(e) => setStartTime(e.target.value)} />
            <FormField id="maintenance-durationMinutes" label={t('monitoring.maintenance.lasts')} type="number" min={1} value={duration} error={errors.durationMinutes} onChange={(e) => setDuration(e.target.value)} />
            <FormField id="maintenance-timeZone" label={t('monitoring.maintenance.timeZone')} value={timeZone} list="maintenance-zones" error={errors.timeZone} onChange={(e) => setTimeZone(e.target.value)} />
            <datalist id="maintenance-zones">
              {zones().map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </>
        )}
        <fieldset className="field maintenance-monitors" id="maintenance-monitorIds" tabIndex={-1}>
          <legend className="field-label">{t('monitoring.maintenance.covers')}</legend>
          <CheckboxField id="maintenance-all" label={t('monitoring.maintenance.allMonitors')} checked={all} onChange={setAll} />
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
            {t('monitoring.common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('monitoring.common.saving') : t('monitoring.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
