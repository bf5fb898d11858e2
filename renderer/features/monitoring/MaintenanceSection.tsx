import { useRef, useState } from 'react';
import { weekdayLabels, type MaintenanceWindow } from '../../../shared/contracts/maintenance.js';
import type { MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { MaintenanceForm } from './MaintenanceForm.js';
import { useDeleteMaintenance, useMaintenanceWindows } from './maintenanceQueries.js';

/** "Sat 28 Nov, 19:30 – 20:30" or "Sun, Sat at 02:30 for 90 min (Europe/London)". */
function whenText(w: MaintenanceWindow): string {
  if (w.kind === 'once') {
    const f = (iso: string | null) => (iso ? new Date(iso).toLocaleString([], { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : '?');
    return `${f(w.startsAt)} – ${f(w.endsAt)}`;
  }
  return `${w.days.map((d) => weekdayLabels[d]).join(', ')} at ${w.startTime ?? '?'} for ${w.durationMinutes ?? 0} min (${w.timeZone})`;
}

function coverText(w: MaintenanceWindow, monitors: MonitorSummary[]): string {
  if (w.monitorIds === null) return 'All my monitors';
  const names = w.monitorIds.map((id) => monitors.find((m) => m._id === id)?.name).filter((n): n is string => Boolean(n));
  return names.length ? names.join(', ') : 'No monitor left (they were deleted)';
}

/** The "Maintenance" section of Health Checks: windows in which checks record "maintenance" and nothing alerts. */
export function MaintenanceSection({ monitors }: { monitors: MonitorSummary[] }) {
  const windows = useMaintenanceWindows();
  const [editing, setEditing] = useState<MaintenanceWindow | 'new' | null>(null);
  const [removing, setRemoving] = useState<MaintenanceWindow | null>(null);
  const remove = useDeleteMaintenance(() => setRemoving(null));
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="card target-group maintenance-section">
      <h2 className="section-title">Maintenance</h2>
      <p className="muted">During a window the monitors it covers show “Maintenance” and send no alerts. When it ends, checks go on as usual, and one still down then alerts.</p>
      {windows.data && windows.data.length > 0 ? (
        <ul className="target-list" aria-label="Maintenance windows">
          {windows.data.map((w) => (
            <li key={w._id} className="target-row maintenance-row">
              <span className={`health-dot ${w.active ? 'is-maintenance' : 'is-none'}`} aria-hidden="true" />
              <div className="target-row-main">
                <span className="target-row-name">
                  {w.name}
                  {w.active ? <span className="maintenance-now"> (now)</span> : null}
                </span>
                <span className="target-row-address">
                  {whenText(w)} · {coverText(w, monitors)}
                </span>
              </div>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(w)} aria-label={`Edit ${w.name}`}>
                Edit
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRemoving(w)} aria-label={`Delete ${w.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="check-add">
        <button type="button" ref={addButton} className="btn btn-sm btn-secondary" onClick={() => setEditing('new')}>
          Add maintenance window
        </button>
      </div>
      {editing ? <MaintenanceForm saved={editing === 'new' ? null : editing} monitors={monitors} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Delete ${removing.name}?`}
          text="The monitors it covers are checked and alert as usual again."
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing._id)}
          onClose={() => setRemoving(null)}
          returnFocus={() => addButton.current}
        />
      ) : null}
    </div>
  );
}
