import type { StatusGroup } from '../../../../shared/contracts/status-pages.js';
import type { MonitorSummary } from '../../../../shared/contracts/monitoring.js';

interface Props {
  groups: StatusGroup[];
  monitors: MonitorSummary[];
  onChange: (groups: StatusGroup[]) => void;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The page's groups in order: a name each, the monitors it lists (in the order ticked), up / down / remove. */
export function GroupsEditor({ groups, monitors, onChange }: Props) {
  const set = (index: number, group: StatusGroup) => onChange(groups.map((g, i) => (i === index ? group : g)));
  return (
    <fieldset className="field status-groups" id="status-groups" tabIndex={-1}>
      <legend className="field-label">Groups</legend>
      {groups.map((group, index) => (
        <div key={index} className="status-group card" role="group" aria-label={`Group ${index + 1}`}>
          <div className="status-group-head">
            <label className="field-label" htmlFor={`status-group-${index}`}>
              Group {index + 1} name
            </label>
            <input id={`status-group-${index}`} className="input" value={group.name} maxLength={60} onChange={(e) => set(index, { ...group, name: e.target.value })} />
            <div className="status-group-actions">
              <button type="button" className="btn btn-sm btn-secondary" disabled={index === 0} onClick={() => onChange(move(groups, index, index - 1))} aria-label={`Move group ${index + 1} up`}>
                Up
              </button>
              <button type="button" className="btn btn-sm btn-secondary" disabled={index === groups.length - 1} onClick={() => onChange(move(groups, index, index + 1))} aria-label={`Move group ${index + 1} down`}>
                Down
              </button>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => onChange(groups.filter((_, i) => i !== index))} aria-label={`Remove group ${index + 1}`}>
                Remove
              </button>
            </div>
          </div>
          {monitors.length === 0 ? <p className="muted">No monitors yet: add some under Health Checks.</p> : null}
          {monitors.map((monitor) => {
            const on = group.monitorIds.includes(monitor._id);
            return (
              <label key={monitor._id} className="monitor-choice">
                <input type="checkbox" checked={on} onChange={() => set(index, { ...group, monitorIds: on ? group.monitorIds.filter((id) => id !== monitor._id) : [...group.monitorIds, monitor._id] })} /> {monitor.name || 'Unnamed check'}
              </label>
            );
          })}
        </div>
      ))}
      <div className="check-add">
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => onChange([...groups, { name: groups.length ? `Group ${groups.length + 1}` : 'Services', monitorIds: [] }])}>
          Add group
        </button>
      </div>
    </fieldset>
  );
}
