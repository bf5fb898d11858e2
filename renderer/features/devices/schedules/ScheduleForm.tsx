import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { scheduleActions, scheduleSaveSchema, type DeviceSchedule, type ScheduleAction, type ScheduleSave } from '../../../../shared/contracts/device-schedules.js';
import type { NetworkDevice } from '../../../../shared/contracts/devices.js';
import { Modal } from '../../../components/Modal.js';
import { FieldError } from '../../../forms/FieldError.js';
import { FormField } from '../../../forms/FormField.js';
import { fieldIssues } from '../../../forms/fieldIssues.js';
import { CheckboxField } from '../../listings/editors/CheckboxField.js';
import { useSaveSchedule } from './scheduleQueries.js';
import { deviceServerText } from '../deviceServerText.js';

type Field = keyof ScheduleSave;
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const zones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']);

/** Add or edit a schedule, in a dialog: what, when (five cron fields, a zone) and which devices. */
export function ScheduleForm({ saved, devices, onClose }: { saved: DeviceSchedule | null; devices: NetworkDevice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(saved?.name ?? '');
  const [action, setAction] = useState<ScheduleAction>(saved?.action ?? 'shutdown');
  const [cron, setCron] = useState(saved?.cron ?? '30 23 * * *');
  const [timeZone, setTimeZone] = useState(saved?.timeZone ?? browserZone());
  const [chosen, setChosen] = useState<string[]>(saved?.deviceIds ?? []);
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveSchedule(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scheduleSaveSchema.safeParse({ name, action, cron, timeZone, deviceIds: chosen, enabled });
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setErrors(found);
      const first = (['name', 'action', 'cron', 'timeZone', 'deviceIds'] as const).find((f) => found[f]);
      if (first) document.getElementById(`schedule-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: saved?._id ?? null, body: parsed.data });
  };

  return (
    <Modal id="schedule" title={saved ? t('devices.schedules.editName', { name: saved.name }) : t('devices.schedules.add')} onClose={onClose} initialFocus="schedule-name" className="maintenance-modal">
      <form className="form" onSubmit={submit} noValidate aria-label={t('devices.scheduleForm.label')}>
        <FormField id="schedule-name" label={t('devices.scheduleForm.name')} value={name} maxLength={100} placeholder={t('devices.scheduleForm.namePlaceholder')} error={deviceServerText(errors.name)} onChange={(e) => setName(e.target.value)} />
        <fieldset className="field maintenance-kind" id="schedule-action" tabIndex={-1}>
          <legend className="field-label">{t('devices.scheduleForm.does')}</legend>
          {scheduleActions.map((a) => (
            <label key={a} className="radio-label">
              <input type="radio" name="schedule-action" value={a} checked={action === a} onChange={() => setAction(a)} /> {t(`devices.schedules.actions.${a}`)}
            </label>
          ))}
        </fieldset>
        <FormField id="schedule-cron" dir="ltr" label={t('devices.scheduleForm.when')} value={cron} spellCheck={false} autoComplete="off" error={deviceServerText(errors.cron)} onChange={(e) => setCron(e.target.value)} />
        <p className="field-hint">
          <Trans t={t} i18nKey={action === 'wake' ? 'devices.scheduleForm.exampleWake' : 'devices.scheduleForm.exampleOff'} components={{ code: <code dir="ltr" /> }} />
        </p>
        <FormField id="schedule-timeZone" label={t('devices.scheduleForm.timeZone')} value={timeZone} list="schedule-zones" error={deviceServerText(errors.timeZone)} onChange={(e) => setTimeZone(e.target.value)} />
        <datalist id="schedule-zones">
          {zones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <fieldset className="field maintenance-monitors" id="schedule-deviceIds" tabIndex={-1}>
          <legend className="field-label">{t('devices.list')}</legend>
          {devices.map((device) => (
            <label key={device._id} className="monitor-choice">
              <input type="checkbox" checked={chosen.includes(device._id)} onChange={() => setChosen(chosen.includes(device._id) ? chosen.filter((id) => id !== device._id) : [...chosen, device._id])} /> {device.deviceName}
            </label>
          ))}
          <FieldError message={deviceServerText(errors.deviceIds)} />
        </fieldset>
        <CheckboxField id="schedule-enabled" label={t('devices.scheduleForm.on')} checked={enabled} onChange={setEnabled} hint={t('devices.scheduleForm.onHint')} />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('devices.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('devices.saving') : t('devices.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
