import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { quietHoursSchema, type AlertChannel, type AlertChannelSaveInput, type AlertSettingsView } from '../../../shared/contracts/monitoring.js';
import { secretIsSet } from '../../../shared/contracts/integrations.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { formatDate } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
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
  const { t } = useTranslation();
  const desktop = 'hearthDesktop' in window;
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  const ask = () => void Notification.requestPermission().then(setPermission);
  return (
    <div className="card alert-card">
      <h2 className="section-title">{t('monitoring.alerts.deviceTitle')}</h2>
      {desktop ? (
        <p>{t('monitoring.alerts.desktop')}</p>
      ) : !supported ? (
        <p className="muted">{t('monitoring.alerts.unsupported')}</p>
      ) : permission === 'granted' ? (
        <p role="status">{translateMessage(m.browserAlertsOn)}</p>
      ) : permission === 'denied' ? (
        <p role="status">{translateMessage(m.browserAlertsBlocked)}</p>
      ) : (
        <>
          <p>{t('monitoring.alerts.browserCan')}</p>
          <button type="button" className="btn btn-secondary" onClick={ask}>
            {t('monitoring.alerts.allow')}
          </button>
        </>
      )}
    </div>
  );
}

function QuietHoursCard({ settings }: { settings: AlertSettingsView }) {
  const { t } = useTranslation();
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
    <form className="card alert-card form" onSubmit={submit} noValidate aria-label={t('monitoring.alerts.quietTitle')}>
      <h2 className="section-title">{t('monitoring.alerts.quietTitle')}</h2>
      <p className="muted">{t('monitoring.alerts.quietText', { timeZone })}</p>
      <div className="quiet-hours">
        <FormField id="quiet-from" label={t('monitoring.common.from')} type="time" value={from} error={errors.quietFrom} onChange={(e) => setFrom(e.target.value)} />
        <FormField id="quiet-to" label={t('monitoring.common.to')} type="time" value={to} error={errors.quietTo} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="editor-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('monitoring.common.saving') : t('monitoring.alerts.quietSave')}
        </button>
      </div>
    </form>
  );
}

const when = (locale: string, iso: string) => formatDate(locale, new Date(iso), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The last failed send, when it is newer than the last one that arrived: what to fix. */
function ChannelHealth({ channel }: { channel: AlertChannel }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  if (!channel.lastError || !channel.lastErrorAt || (channel.lastSentAt && channel.lastSentAt > channel.lastErrorAt)) return null;
  return (
    <span className="channel-row-error">
      {t('monitoring.alerts.lastFailed', { when: when(locale, channel.lastErrorAt), error: translateMessage(channel.lastError) })}
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
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const test = useTestChannel();
  const remove = useDeleteChannel();
  return (
    <li className="channel-row">
      <div className="channel-row-main">
        <span className="channel-row-name">{channel.name}</span>
        <span className="channel-row-meta">
          <span className="badge">{t(`monitoring.channel.services.${channel.kind}`)}</span> {channel.host}
          {channel.enabled ? '' : t('monitoring.alerts.off')}
        </span>
        <ChannelHealth channel={channel} />
      </div>
      <div className="channel-row-actions">
        {confirming ? (
          <InlineConfirm label={t('monitoring.check.deleteConfirm', { name: channel.name })} busy={remove.isPending} onYes={() => remove.mutate(channel._id)} onNo={() => setConfirming(false)} />
        ) : (
          <>
            <button type="button" className="btn btn-secondary btn-sm" disabled={test.isPending} onClick={() => test.mutate(savedAsSent(channel))}>
              {test.isPending ? t('monitoring.common.sending') : t('monitoring.common.sendTest')}
            </button>
            <Link className="btn btn-secondary btn-sm" to={`/manage/alerts/channel/${channel._id}`} aria-label={t('monitoring.alerts.editNamed', { name: channel.name })}>
              {t('monitoring.common.edit')}
            </Link>
            <button type="button" className="btn btn-danger-text btn-sm" onClick={() => setConfirming(true)} aria-label={t('monitoring.alerts.deleteNamed', { name: channel.name })}>
              {t('monitoring.common.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** /manage/alerts: where alerts go (channels, this device's notifications) and quiet hours. */
export default function AlertSettingsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAlertSettings();
  if (isPending) return <Loader />;
  if (isError || !data) {
    return (
      <section className="page">
        <PageHeader title={t('monitoring.alerts.title')} />
        <div className="notice" role="alert">
          {translateMessage(m.loadFailed)}
        </div>
      </section>
    );
  }
  return (
    <section className="page alerts-page">
      <nav className="crumbs" aria-label={t('monitoring.common.breadcrumb')}>
        <Link to="/manage/monitoring">{t('monitoring.manage.title')}</Link> <span aria-hidden="true">›</span> <span>{t('monitoring.alerts.title')}</span>
      </nav>
      <PageHeader title={t('monitoring.alerts.title')} subtitle={t('monitoring.alerts.subtitle')} />
      <div className="card alert-card">
        <div className="alert-card-head">
          <h2 className="section-title">{t('monitoring.alerts.channels')}</h2>
          <Link className="btn btn-primary btn-sm" to="/manage/alerts/channel">
            {t('monitoring.alerts.addChannel')}
          </Link>
        </div>
        {data.channels.length === 0 ? (
          <EmptyState title={t('monitoring.alerts.emptyTitle')} text={t('monitoring.alerts.emptyText')} icon={<BellIcon size={32} />} />
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
