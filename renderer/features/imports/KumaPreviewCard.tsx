import { useEffect, useRef } from 'react';
import type { KumaChannelPreview, KumaMonitorPreview, KumaPreview } from '../../../shared/contracts/imports-kuma.js';
import { checkKindLabels, isCheckKind } from '../../../shared/contracts/monitor-checks.js';
import { alertChannelLabels, type MonitorKind } from '../../../shared/contracts/monitoring.js';
import { Spinner } from '../../components/Spinner.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function kindLabel(kind: MonitorKind): string {
  if (isCheckKind(kind)) return checkKindLabels[kind];
  return kind === 'link' ? 'HTTP (link)' : kind === 'device' ? 'Ping (device)' : kind;
}

/** One Kuma monitor: what it becomes, what it checks, the channels it alerts and how it differs; or why it is left out. */
function MonitorRow({ monitor }: { monitor: KumaMonitorPreview }) {
  if (monitor.leftOut || !monitor.kind) {
    return (
      <li className="import-link import-left-out">
        <span className="import-link-name">{monitor.name}</span> <span className="import-url">{monitor.kumaType}</span>
        <span className="import-left-out-reason">{monitor.leftOut}</span>
      </li>
    );
  }
  return (
    <li className="import-link">
      <span className="import-link-name">{monitor.name}</span> <span className="badge import-kuma-kind">{kindLabel(monitor.kind)}</span> <span className="import-url">{monitor.target}</span>
      <span className="import-health">
        {`every ${monitor.intervalSeconds} s`}
        {monitor.channels.length > 0 ? ` · alerts ${monitor.channels.join(', ')}` : ''}
      </span>
      {monitor.notes.map((note) => (
        <span key={note} className="import-link-description">
          {note}
        </span>
      ))}
    </li>
  );
}

function ChannelRow({ channel }: { channel: KumaChannelPreview }) {
  if (channel.leftOut || !channel.kind) {
    return (
      <li className="import-link import-left-out">
        <span className="import-link-name">{channel.name}</span> <span className="import-url">{channel.kumaType}</span>
        <span className="import-left-out-reason">{channel.leftOut}</span>
      </li>
    );
  }
  return (
    <li className="import-link">
      <span className="import-link-name">{channel.name}</span> <span className="badge import-kuma-kind">{alertChannelLabels[channel.kind]}</span> <span className="import-url">{channel.host}</span>
      {channel.notes.map((note) => (
        <span key={note} className="import-link-description">
          {note}
        </span>
      ))}
    </li>
  );
}

interface Props {
  preview: KumaPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the backup would add; it takes focus when it opens, Escape or Cancel closes it. */
export function KumaPreviewCard({ preview, busy, onConfirm, onCancel }: Props) {
  const { counts } = preview;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const added = preview.monitors.filter((monitor) => !monitor.leftOut);
  const leftOut = preview.monitors.filter((monitor) => monitor.leftOut);
  const channelsAdded = preview.channels.filter((channel) => !channel.leftOut);
  const channelsLeftOut = preview.channels.filter((channel) => channel.leftOut);
  return (
    <div
      className="card import-card"
      aria-labelledby="import-preview-title"
      role="region"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h2 id="import-preview-title" className="section-title" tabIndex={-1} ref={heading}>
        Preview
      </h2>
      <p className="import-counts">
        {`Uptime Kuma ${preview.version}: ${plural(counts.monitors, 'health check', 'health checks')} (${plural(counts.links, 'link', 'links')} in the folder “Uptime Kuma”), ${plural(counts.channels, 'alert channel', 'alert channels')}`}
        {counts.leftOut > 0 ? `; ${counts.leftOut} left out (said below)` : ''}. Keys and tokens are stored sealed.
      </p>
      <div className="import-warnings">
        <h3 className="import-subtitle">Not imported</h3>
        <ul>
          {preview.leftOutParts.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      </div>
      <h3 className="import-subtitle">Health checks</h3>
      <ul className="import-tree import-kuma-list">
        {[...added, ...leftOut].map((monitor) => (
          <MonitorRow key={monitor.kumaId} monitor={monitor} />
        ))}
      </ul>
      <h3 className="import-subtitle">Alert channels</h3>
      <ul className="import-tree import-kuma-list">
        {[...channelsAdded, ...channelsLeftOut].map((channel) => (
          <ChannelRow key={channel.kumaId} channel={channel} />
        ))}
      </ul>
      <div className="import-actions">
        <button className="btn btn-primary" type="button" onClick={onConfirm} disabled={busy || counts.monitors + counts.channels === 0}>
          {busy ? <Spinner size={16} label="Importing" /> : null}
          Import
        </button>
        <button className="btn btn-secondary" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
