import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { MonitorChannels, MonitorChannelsSave } from '../../../shared/contracts/monitor-channels.js';
import { alertChannelLabels } from '../../../shared/contracts/monitoring.js';
import { monitorChannelMessages as m } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { isApiError } from '../../api/ApiError.js';
import { toastError } from '../../api/toastError.js';
import { useAlertSettings } from './monitorQueries.js';

const channelsKey = (id: string) => ['monitoring', 'monitor-channels', id] as const;

/**
 * Which of the owner's channels this monitor alerts (issue 46 item 6: an Uptime Kuma import
 * keeps its links). None ticked: every channel, as before.
 */
export function MonitorChannelsSection({ monitorId }: { monitorId: string }) {
  const client = useQueryClient();
  const settings = useAlertSettings();
  const chosen = useQuery({ queryKey: channelsKey(monitorId), queryFn: ({ signal }) => get<MonitorChannels>(`/monitoring/monitor/${monitorId}/channels`, { signal }) });
  // The boxes as the user left them; until they touch one, as saved.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const ticked = edited ?? (chosen.data ? new Set(chosen.data.channelIds) : null);
  const save = useMutation({
    mutationFn: (body: MonitorChannelsSave) => post<MonitorChannels>(`/monitoring/monitor/${monitorId}/channels`, body),
    onSuccess: (next) => {
      client.setQueryData(channelsKey(monitorId), next);
      setEdited(null);
      toast.success(m.saved);
    },
    onError: (error) => toastError(error, m.saveFailed, isApiError(error) && error.status < 500),
  });
  const channels = settings.data?.channels ?? [];
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setEdited(next);
  };
  return (
    <div className="card monitor-channels">
      <h2 className="section-title">{m.title}</h2>
      {settings.data && channels.length === 0 ? (
        <p className="muted">
          {m.noChannels} <Link to="/manage/alerts">Add one</Link>
        </p>
      ) : (
        <fieldset className="monitor-channel-list">
          <legend className="field-hint">{m.hint}</legend>
          {channels.map((channel) => (
            <div className="check-field" key={channel._id}>
              <input id={`alert-${monitorId}-${channel._id}`} type="checkbox" checked={ticked?.has(channel._id) ?? false} disabled={!ticked} onChange={(e) => toggle(channel._id, e.target.checked)} />
              <label htmlFor={`alert-${monitorId}-${channel._id}`} className="check-label">
                {`${channel.name} (${alertChannelLabels[channel.kind]}${channel.enabled ? '' : ', switched off'})`}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {channels.length > 0 ? (
        <div>
          <button type="button" className="btn btn-secondary" disabled={!ticked || save.isPending} onClick={() => save.mutate({ channelIds: [...(ticked ?? [])] })}>
            Save alert channels
          </button>
        </div>
      ) : null}
    </div>
  );
}
