import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import toast from 'react-hot-toast';
import type { MonitorBadge } from '../../../shared/contracts/monitoring-badges.js';
import { messages, outsideViewMessages as m } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { copyToClipboard } from '../../clipboard.js';
import { CopyIcon } from '../listings/ListingIcons.js';

const badgeKey = (id: string) => ['monitoring', 'badge', id] as const;

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    const result = await copyToClipboard(value);
    if (result.ok) toast.success(m.badgeCopied);
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="push-url">
        <input id={id} className="input" readOnly value={value} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-secondary" onClick={() => void copy()} aria-label={`Copy the ${label.toLowerCase()}`}>
          <CopyIcon size={16} />
          <span className="btn-text">Copy</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The monitor's public badges (issue 46 item 5): off until the owner turns them on; anyone with
 * the addresses sees the name and the state, never the address checked.
 */
export function BadgeSection({ monitorId, name }: { monitorId: string; name: string }) {
  const client = useQueryClient();
  const badge = useQuery({ queryKey: badgeKey(monitorId), queryFn: ({ signal }) => get<MonitorBadge>(`/monitoring/monitor/${monitorId}/badge`, { signal }) });
  const done = (next: MonitorBadge) => client.setQueryData(badgeKey(monitorId), next);
  const toggle = useMutation({ mutationFn: (enabled: boolean) => post<MonitorBadge>(`/monitoring/monitor/${monitorId}/badge`, { enabled }), onSuccess: done, onError: (error: unknown) => toastError(error, m.badgeNotSaved) });
  const regenerate = useMutation({
    mutationFn: () => post<MonitorBadge>(`/monitoring/monitor/${monitorId}/badge/regenerate`, {}),
    onSuccess: (next) => {
      done(next);
      toast.success(m.badgeRegenerated);
    },
    onError: (error: unknown) => toastError(error, m.badgeNotSaved),
  });
  const data = badge.data;
  const status = data?.statusPath ? `${window.location.origin}${data.statusPath}` : null;
  const uptime = data?.uptimePath ? `${window.location.origin}${data.uptimePath}` : null;
  return (
    <div className="card monitor-badges">
      <h2 className="section-title">Badge</h2>
      <div className="check-field">
        <input id={`badge-${monitorId}`} type="checkbox" className="switch" checked={data?.enabled ?? false} disabled={!data || toggle.isPending} onChange={(e) => toggle.mutate(e.target.checked)} />
        <label htmlFor={`badge-${monitorId}`} className="check-label">
          Public badges for this monitor
        </label>
      </div>
      <p className="field-hint">Images of the state and uptime for a README or another dashboard. Anyone with the addresses sees the name and the state, not the address checked.</p>
      {status && uptime ? (
        <>
          <div className="badge-previews">
            <img src={status} alt={`Status badge of ${name}`} height={20} />
            <img src={uptime} alt={`Uptime badge of ${name}`} height={20} />
          </div>
          <CopyField label="Status badge URL" value={status} />
          <CopyField label="Uptime badge URL" value={uptime} />
          <CopyField label="Markdown" value={`![${name.replace(/[[\]]/g, '')} status](${status}) ![uptime](${uptime})`} />
          <p className="field-hint">
            Change <code>days=30</code> to 1, 7 or 90 for another range. Making new addresses stops the old ones at once.
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
            Make new addresses
          </button>
        </>
      ) : null}
    </div>
  );
}
