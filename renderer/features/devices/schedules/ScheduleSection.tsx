import { useRef, useState } from 'react';
import { scheduleActionLabels, type DeviceSchedule } from '../../../../shared/contracts/device-schedules.js';
import type { NetworkDevice } from '../../../../shared/contracts/devices.js';
import { ConfirmDialog } from '../../../components/Modal.js';
import { ScheduleForm } from './ScheduleForm.js';
import { useDeleteSchedule, useRunSchedule, useSchedules } from './scheduleQueries.js';

const at = (iso: string) => new Date(iso).toLocaleString([], { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function devicesText(s: DeviceSchedule, devices: NetworkDevice[]): string {
  const names = s.deviceIds.map((id) => devices.find((d) => d._id === id)?.deviceName).filter((n): n is string => Boolean(n));
  return names.length ? names.join(', ') : 'No device left (they were deleted)';
}

/** "Schedules" on the devices screen: cron-style wake, shut-down and sleep, with what the last runs did. */
export function ScheduleSection({ devices }: { devices: NetworkDevice[] }) {
  const schedules = useSchedules(true);
  const [editing, setEditing] = useState<DeviceSchedule | 'new' | null>(null);
  const [removing, setRemoving] = useState<DeviceSchedule | null>(null);
  const remove = useDeleteSchedule(() => setRemoving(null));
  const run = useRunSchedule();
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section className="card target-group schedule-section" aria-labelledby="schedules-title">
      <h2 className="section-title" id="schedules-title">
        Schedules
      </h2>
      <p className="muted">Wake, shut down or put devices to sleep at set times. A device already in that state is skipped, and the skip is logged below.</p>
      {schedules.data && schedules.data.length > 0 ? (
        <ul className="target-list" aria-label="Schedules">
          {schedules.data.map((s) => (
            <li key={s._id} className="target-row schedule-row">
              <div className="target-row-main">
                <span className="target-row-name">
                  {s.name} · {scheduleActionLabels[s.action]}
                  {s.enabled ? null : <span className="muted"> (off)</span>}
                </span>
                <span className="target-row-address">
                  <code>{s.cron}</code> ({s.timeZone}) · {devicesText(s, devices)}
                  {s.nextRunAt ? ` · next ${at(s.nextRunAt)}` : ''}
                </span>
                {s.runs.length > 0 ? (
                  <ul className="schedule-runs" aria-label={`Latest runs of ${s.name}`}>
                    {s.runs.slice(0, 4).map((run, i) => (
                      <li key={`${run.at}-${run.deviceId}-${i}`} data-outcome={run.outcome}>
                        {at(run.at)} · {run.deviceName}: {run.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => run.mutate(s._id)} disabled={run.isPending} aria-label={`Run ${s.name} now`}>
                Run now
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                Edit
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRemoving(s)} aria-label={`Delete ${s.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="check-add">
        <button type="button" ref={addButton} className="btn btn-sm btn-secondary" onClick={() => setEditing('new')} disabled={devices.length === 0}>
          Add schedule
        </button>
      </div>
      {editing ? <ScheduleForm saved={editing === 'new' ? null : editing} devices={devices} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Delete ${removing.name}?`}
          text="Its devices are no longer woken or switched off at its times."
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing._id)}
          onClose={() => setRemoving(null)}
          returnFocus={() => addButton.current}
        />
      ) : null}
    </section>
  );
}
