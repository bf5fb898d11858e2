import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { KumaChannelPreview, KumaMonitorPreview, KumaPreview } from '../../../shared/contracts/imports-kuma.js';
import { checkKindLabels, isCheckKind } from '../../../shared/contracts/monitor-checks.js';
import { alertChannelLabels, type MonitorKind } from '../../../shared/contracts/monitoring.js';
import { Spinner } from '../../components/Spinner.js';

function kindLabel(kind: MonitorKind, t: TFunction): string {
  if (isCheckKind(kind)) return checkKindLabels[kind];
  return kind === 'link' ? t('imports.kumaCard.httpLink') : kind === 'device' ? t('imports.kumaCard.pingDevice') : kind;
}

/** One Kuma monitor: what it becomes, what it checks, the channels it alerts and how it differs; or why it is left out. */
function MonitorRow({ monitor }: { monitor: KumaMonitorPreview }) {
  const { t } = useTranslation();
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
      <span className="import-link-name">{monitor.name}</span> <span className="badge import-kuma-kind">{kindLabel(monitor.kind, t)}</span> <span className="import-url">{monitor.target}</span>
      <span className="import-health">
        {t('imports.kumaCard.every', { seconds: monitor.intervalSeconds })}
        {monitor.channels.length > 0 ? ` · ${t('imports.kumaCard.alerts', { channels: monitor.channels.join(', ') })}` : ''}
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
  const { t } = useTranslation();
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
        {t('imports.preview')}
      </h2>
      <p className="import-counts">
        {t('imports.kumaCard.summary', {
          version: preview.version,
          monitors: t('imports.counts.healthChecks', { count: counts.monitors }),
          links: t('imports.kumaCard.links', { count: counts.links }),
          channels: t('imports.kumaCard.channels', { count: counts.channels }),
        })}
        {counts.leftOut > 0 ? `${t('imports.counts.semicolon')}${t('imports.counts.leftOut', { count: counts.leftOut })}` : ''}
        {t('imports.kumaCard.sealed')}
      </p>
      <div className="import-warnings">
        <h3 className="import-subtitle">{t('imports.kumaCard.notImported')}</h3>
        <ul>
          {preview.leftOutParts.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      </div>
      <h3 className="import-subtitle">{t('imports.kumaCard.healthChecks')}</h3>
      <ul className="import-tree import-kuma-list">
        {[...added, ...leftOut].map((monitor) => (
          <MonitorRow key={monitor.kumaId} monitor={monitor} />
        ))}
      </ul>
      <h3 className="import-subtitle">{t('imports.kumaCard.alertChannels')}</h3>
      <ul className="import-tree import-kuma-list">
        {[...channelsAdded, ...channelsLeftOut].map((channel) => (
          <ChannelRow key={channel.kumaId} channel={channel} />
        ))}
      </ul>
      <div className="import-actions">
        <button className="btn btn-primary" type="button" onClick={onConfirm} disabled={busy || counts.monitors + counts.channels === 0}>
          {busy ? <Spinner size={16} label={t('imports.importing')} /> : null}
          {t('imports.import')}
        </button>
        <button className="btn btn-secondary" type="button" onClick={onCancel}>
          {t('imports.cancel')}
        </button>
      </div>
    </div>
  );
}
