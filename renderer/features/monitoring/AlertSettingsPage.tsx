import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { alertChannelLabels, quietHoursSchema, type AlertChannel, type AlertChannelSaveInput, type AlertSettingsView } from '../../../shared/contracts/monitoring.js';
import { secretIsSet } from '../../../shared/contracts/integrations.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { useAlertSettings, useDeleteChannel, useSaveQuietHours, useTestChannel } from './monitorQueries.js';
import { BellIcon } from './MonitorIcons.js';

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Desktop notifications come from the tray; a browser asks once for permission. */
function NotificationsCard() {
  const desktop = 'hearthDesktop' in window;
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  const ask = () => void Notification.requestPermission().then(setPermission);
  return (
    <div className="card alert-card">
      <h2 className="section-title">Notifications on this device</h2>
      {desktop ? (
        <p>The desktop app shows alerts as desktop notifications from its tray icon, also while its window is closed.</p>
      ) : !supported ? (
        <p className="muted">This browser cannot show notifications. Use an alert channel below to get alerts on your phone.</p>
      ) : permission === 'granted' ? (
        <p role="status">{m.browserAlertsOn}</p>
      ) : permission === 'denied' ? (
        <p role="status">{m.browserAlertsBlocked}</p>
      ) : (
        <>
          <p>While Hearth is open in this browser, it can show alerts as notifications.</p>
          <button type="button" className="btn btn-secondary" onClick={ask}>
            Allow notifications in this browser
          </button>
        </>
      )}
    </div>
  );
}

function QuietHoursCard({ settings }: { settings: AlertSettingsView }) {
  const [from, setFrom] = useState(settings.quietFrom);
  const [to, setTo] = useState(settings.quietTo);
  const [errors, setErrors] = useState<Partial<Record<'quietFrom' | 'quietTo' | 'timeZone', string>>>({});
  const save = useSaveQuietHours();
  const timeZone = settings.quietFrom ? settings.timeZone : browserZone();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { quietFrom: from, quietTo: to, timeZone: browserZone() };
    const parsed = quietHoursSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldIssues(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form className="card alert-card form" onSubmit={submit} noValidate aria-label="Quiet hours">
      <h2 className="section-title">Quiet hours</h2>
      <p className="muted">No alerts are sent between these times ({timeZone}). Something that goes down then and is still down when they end is alerted at that moment. Leave both empty for none.</p>
      <div className="quiet-hours">
        <FormField id="quiet-from" label="From" type="time" value={from} error={errors.quietFrom} onChange={(e) => setFrom(e.target.value)} />
        <FormField id="quiet-to" label="To" type="time" value={to} error={errors.quietTo} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="editor-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save quiet hours'}
        </button>
      </div>
    </form>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The last failed send, when it is newer than the last one that arrived: what to fix. */
function ChannelHealth({ channel }: { channel: AlertChannel }) {
  if (!channel.lastError || !channel.lastErrorAt || (channel.lastSentAt && channel.lastSentAt > channel.lastErrorAt)) return null;
  return (
    <span className="channel-row-error">
      Last alert failed {when(channel.lastErrorAt)}: {channel.lastError}
    </span>
  );
}

/** The saved channel as "Send test" sends it: address and secret left as set, the rest as shown. */
const savedAsSent = (channel: AlertChannel): AlertChannelSaveInput => ({
  channelId: channel._id,
  kind: channel.kind,
  name: channel.name,
  url: secretIsSet,
  secret: secretIsSet,
  chatId: channel.chatId,
  to: channel.to,
  from: channel.from,
  host: channel.kind === 'email' ? channel.host : '',
  ...(channel.smtp ?? {}),
});

function ChannelRow({ channel }: { channel: AlertChannel }) {
  const [confirming, setConfirming] = useState(false);
  const test = useTestChannel();
  const remove = useDeleteChannel();
  return (
    <li className="channel-row">
      <div className="channel-row-main">
        <span className="channel-row-name">{channel.name}</span>
        <span className="channel-row-meta">
          <span className="badge">{alertChannelLabels[channel.kind]}</span> {channel.host}
          {channel.enabled ? '' : ' · off'}
        </span>
        <ChannelHealth channel={channel} />
      </div>
      <div className="channel-row-actions">
        {confirming ? (
          <InlineConfirm label={`Delete ${channel.name}?`} busy={remove.isPending} onYes={() => remove.mutate(channel._id)} onNo={() => setConfirming(false)} />
        ) : (
          <>
            <button type="button" className="btn btn-secondary btn-sm" disabled={test.isPending} onClick={() => test.mutate(savedAsSent(channel))}>
              {test.isPending ? 'Sending…' : 'Send test'}
            </button>
            <Link className="btn btn-secondary btn-sm" to={`/manage/alerts/channel/${channel._id}`} aria-label={`Edit ${channel.name}`}>
              Edit
            </Link>
            <button type="button" className="btn btn-danger-text btn-sm" onClick={() => setConfirming(true)} aria-label={`Delete ${channel.name}`}>
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** /manage/alerts: where alerts go (channels, this device's notifications) and quiet hours. */
export default function AlertSettingsPage() {
  const { data, isPending, isError } = useAlertSettings();
  if (isPending) return <Loader />;
  if (isError || !data) {
    return (
      <section className="page">
        <PageHeader title="Alerts" />
        <div className="notice" role="alert">
          {m.loadFailed}
        </div>
      </section>
    );
  }
  return (
    <section className="page alerts-page">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to="/manage/monitoring">Health Checks</Link> <span aria-hidden="true">›</span> <span>Alerts</span>
      </nav>
      <PageHeader title="Alerts" subtitle="Hearth tells you when something you monitor goes down and when it is back." />
      <div className="card alert-card">
        <div className="alert-card-head">
          <h2 className="section-title">Alert channels</h2>
          <Link className="btn btn-primary btn-sm" to="/manage/alerts/channel">
            Add channel
          </Link>
        </div>
        {data.channels.length === 0 ? (
          <EmptyState title="No alert channels" text="Send alerts by email, or to ntfy, Gotify, Pushover, Discord, Slack, Telegram, Matrix, Mattermost, Teams, Signal, Home Assistant, Apprise or your own JSON webhook." icon={<BellIcon size={32} />} />
        ) : (
          <ul className="channel-list">
            {data.channels.map((channel) => (
              <ChannelRow key={channel._id} channel={channel} />
            ))}
          </ul>
        )}
      </div>
      <NotificationsCard />
      <QuietHoursCard settings={data} />
    </section>
  );
}
