import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type MaintenanceWindow } from '../../../shared/contracts/maintenance.js';
import type { MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { formatDate } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { MaintenanceForm } from './MaintenanceForm.js';
import { weekdayName } from './maintenanceText.js';
import { useDeleteMaintenance, useMaintenanceWindows } from './maintenanceQueries.js';

/** "Sat 28 Nov, 19:30 – 20:30" or "Sun, Sat at 02:30 for 90 min (Europe/London)". */
function whenText(w: MaintenanceWindow, t: TFunction, locale: string): string {
  if (w.kind === 'once') {
    const f = (iso: string | null) => (iso ? formatDate(locale, new Date(iso), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : '?');
    return `${f(w.startsAt)} – ${f(w.endsAt)}`;
  }
  const days = w.days.map((d) => weekdayName(locale, d)).join(t('monitoring.maintenance.listSeparator'));
  return t('monitoring.maintenance.weekly', { days, time: w.startTime ?? '?', minutes: w.durationMinutes ?? 0, zone: w.timeZone });
}

function coverText(w: MaintenanceWindow, monitors: MonitorSummary[], t: TFunction): string {
  if (w.monitorIds === null) return t('monitoring.maintenance.allMonitors');
  const names = w.monitorIds.map((id) => monitors.find((m) => m._id === id)?.name).filter((n): n is string => Boolean(n));
  return names.length ? names.join(t('monitoring.maintenance.listSeparator')) : t('monitoring.maintenance.noneLeft');
}

/** The "Maintenance" section of Health Checks: windows in which checks record "maintenance" and nothing alerts. */
export function MaintenanceSection({ monitors }: { monitors: MonitorSummary[] }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const windows = useMaintenanceWindows();
  const [editing, setEditing] = useState<MaintenanceWindow | 'new' | null>(null);
  const [removing, setRemoving] = useState<MaintenanceWindow | null>(null);
  const remove = useDeleteMaintenance(() => setRemoving(null));
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="card target-group maintenance-section">
      <h2 className="section-title">{t('monitoring.maintenance.title')}</h2>
      <p className="muted">{t('monitoring.maintenance.how')}</p>
      {windows.data && windows.data.length > 0 ? (
        <ul className="target-list" aria-label={t('monitoring.maintenance.windows')}>
          {windows.data.map((w) => (
            <li key={w._id} className="target-row maintenance-row">
              <span className={`health-dot ${w.active ? 'is-maintenance' : 'is-none'}`} aria-hidden="true" />
              <div className="target-row-main">
                <span className="target-row-name">
                  {w.name}
                  {w.active ? <span className="maintenance-now">{t('monitoring.maintenance.now')}</span> : null}
                </span>
                <span className="target-row-address">
                  {whenText(w, t, locale)} · {coverText(w, monitors, t)}
                </span>
              </div>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(w)} aria-label={t('monitoring.alerts.editNamed', { name: w.name })}>
                {t('monitoring.common.edit')}
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRemoving(w)} aria-label={t('monitoring.alerts.deleteNamed', { name: w.name })}>
                {t('monitoring.common.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="check-add">
        <button type="button" ref={addButton} className="btn btn-sm btn-secondary" onClick={() => setEditing('new')}>
          {t('monitoring.maintenance.add')}
        </button>
      </div>
      {editing ? <MaintenanceForm saved={editing === 'new' ? null : editing} monitors={monitors} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={t('monitoring.check.deleteConfirm', { name: removing.name })}
          text={t('monitoring.maintenance.deleteText')}
          confirmLabel={t('monitoring.common.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing._id)}
          onClose={() => setRemoving(null)}
          returnFocus={() => addButton.current}
        />
      ) : null}
    </div>
  );
}
