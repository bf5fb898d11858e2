import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DeviceSchedule } from '../../../../shared/contracts/device-schedules.js';
import type { NetworkDevice } from '../../../../shared/contracts/devices.js';
import { ConfirmDialog } from '../../../components/Modal.js';
import { ScheduleForm } from './ScheduleForm.js';
import { deviceServerText } from '../deviceServerText.js';
import { useDeleteSchedule, useRunSchedule, useSchedules } from './scheduleQueries.js';
import { formatDate } from '../../../i18n/format.js';
import { useRegionalLocale } from '../../../i18n/useRegionalLocale.js';

const atOptions: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

function devicesText(t: TFunction, s: DeviceSchedule, devices: NetworkDevice[]): string {
  const names = s.deviceIds.map((id) => devices.find((d) => d._id === id)?.deviceName).filter((n): n is string => Boolean(n));
  return names.length ? names.join(t('devices.schedules.listSeparator')) : t('devices.schedules.noDeviceLeft');
}

/** "Schedules" on the devices screen: cron-style wake, shut-down and sleep, with what the last runs did. */
export function ScheduleSection({ devices }: { devices: NetworkDevice[] }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const at = (iso: string) => formatDate(locale, new Date(iso), atOptions);
  const schedules = useSchedules(true);
  const [editing, setEditing] = useState<DeviceSchedule | 'new' | null>(null);
  const [removing, setRemoving] = useState<DeviceSchedule | null>(null);
  const remove = useDeleteSchedule(() => setRemoving(null));
  const run = useRunSchedule();
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section className="card target-group schedule-section" aria-labelledby="schedules-title">
      <h2 className="section-title" id="schedules-title">
        {t('devices.schedules.title')}
      </h2>
      <p className="muted">{t('devices.schedules.intro')}</p>
      {schedules.data && schedules.data.length > 0 ? (
        <ul className="target-list" aria-label={t('devices.schedules.title')}>
          {schedules.data.map((s) => (
            <li key={s._id} className="target-row schedule-row">
              <div className="target-row-main">
                <span className="target-row-name">
                  {s.name} · {t(`devices.schedules.actions.${s.action}`)}
                  {s.enabled ? null : <span className="muted"> {t('devices.schedules.off')}</span>}
                </span>
                <span className="target-row-address">
                  <code dir="ltr">{s.cron}</code> ({s.timeZone}) · {devicesText(t, s, devices)}
                  {s.nextRunAt ? ` · ${t('devices.schedules.next', { time: at(s.nextRunAt) })}` : ''}
                </span>
                {s.runs.length > 0 ? (
                  <ul className="schedule-runs" aria-label={t('devices.schedules.latestRuns', { name: s.name })}>
                    {s.runs.slice(0, 4).map((run, i) => (
                      <li key={`${run.at}-${run.deviceId}-${i}`} data-outcome={run.outcome}>
                        {at(run.at)} · {run.deviceName}: {deviceServerText(run.text)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => run.mutate(s._id)} disabled={run.isPending} aria-label={t('devices.schedules.runName', { name: s.name })}>
                {t('devices.schedules.runNow')}
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(s)} aria-label={t('devices.schedules.editName', { name: s.name })}>
                {t('devices.edit')}
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRemoving(s)} aria-label={t('devices.schedules.deleteName', { name: s.name })}>
                {t('devices.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="check-add">
        <button type="button" ref={addButton} className="btn btn-sm btn-secondary" onClick={() => setEditing('new')} disabled={devices.length === 0}>
          {t('devices.schedules.add')}
        </button>
      </div>
      {editing ? <ScheduleForm saved={editing === 'new' ? null : editing} devices={devices} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={t('devices.manage.deleteName', { name: removing.name })}
          text={t('devices.schedules.deleteText')}
          confirmLabel={t('devices.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing._id)}
          onClose={() => setRemoving(null)}
          returnFocus={() => addButton.current}
        />
      ) : null}
    </section>
  );
}
