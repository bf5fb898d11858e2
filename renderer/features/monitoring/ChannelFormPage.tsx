import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { alertChannelKinds, alertChannelSaveSchema, alertChannelSpecs, smtpSecurities, type AlertChannel, type AlertChannelKind, type AlertChannelSaveInput, type SmtpSecurity } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { channelFields, securityPorts } from './channelFields.js';
import { useAlertSettings, useSaveChannel, useTestChannel } from './monitorQueries.js';

type Field = 'kind' | 'name' | 'host' | 'port' | 'security' | 'username' | 'url' | 'secret' | 'from' | 'to' | 'chatId';
/** An example server, the same in every language. */
const smtpExample = 'smtp.example.com';
const fieldOrder: readonly Field[] = ['kind', 'name', 'host', 'port', 'security', 'username', 'url', 'secret', 'from', 'to', 'chatId'];

/** /manage/alerts/channel[/:channelId]: add or edit where alerts go, and send a test. */
export default function ChannelFormPage() {
  const { t } = useTranslation();
  const { channelId } = useParams();
  const settings = useAlertSettings();
  if (settings.isPending) return <Loader />;
  const saved = channelId ? settings.data?.channels.find((c) => c._id === channelId) : undefined;
  if (channelId && !saved) {
    return (
      <section className="page">
        <PageHeader title={t('monitoring.common.notFound')} />
        <div className="notice" role="alert">
          {translateMessage(m.channelNotFound)} <Link to="/manage/alerts">{t('monitoring.common.backToAlerts')}</Link>
        </div>
      </section>
    );
  }
  return <ChannelForm key={saved?._id ?? 'new'} saved={saved ?? null} />;
}

function ChannelForm({ saved }: { saved: AlertChannel | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<AlertChannelKind>(saved?.kind ?? 'ntfy');
  const [name, setName] = useState(saved?.name ?? '');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [chatId, setChatId] = useState(saved?.chatId ?? '');
  const [to, setTo] = useState(saved?.to ?? '');
  const [from, setFrom] = useState(saved?.from ?? '');
  const [host, setHost] = useState(saved?.kind === 'email' ? saved.host : '');
  const [port, setPort] = useState(String(saved?.smtp?.port ?? 587));
  const [security, setSecurity] = useState<SmtpSecurity>(saved?.smtp?.security ?? 'starttls');
  const [username, setUsername] = useState(saved?.smtp?.username ?? '');
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveChannel(() => void navigate('/manage/alerts'));
  const test = useTestChannel();
  const spec = channelFields[kind];
  const keepsSaved = saved !== null && saved.kind === kind;
  const email = kind === 'email';

  const body = (): AlertChannelSaveInput => ({ channelId: saved?._id ?? null, kind, name, url: url.trim(), secret, chatId, to, from, host, port: Number(port) || 0, security, username, enabled });
  const valid = (): AlertChannelSaveInput | null => {
    const parsed = alertChannelSaveSchema.safeParse(body());
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldIssues<Field>(parsed.error);
    if (!keepsSaved && !url.trim() && !email && !alertChannelSpecs[kind].defaultUrl) found.url ??= m.channelUrlRequired;
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) {
      document.getElementById(`channel-${first}`)?.focus();
      return null;
    }
    return body();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = valid();
    if (checked) save.mutate(checked);
  };
  // The usual port follows the security chosen, unless one of its own was typed.
  const changeSecurity = (next: SmtpSecurity) => {
    if (Object.values(securityPorts).map(String).includes(port)) setPort(String(securityPorts[next]));
    setSecurity(next);
  };
  const sendTest = () => {
    const checked = valid();
    if (checked) test.mutate(checked);
  };

  const title = saved ? t('monitoring.channel.editTitle', { name: saved.name }) : t('monitoring.channel.addTitle');
  const text = (field: 'url' | 'secret' | 'hint' | 'to' | 'from') => t(`monitoring.channelKinds.${kind}.${field}`);
  return (
    <section className="page editor-page">
      <nav className="crumbs" aria-label={t('monitoring.common.breadcrumb')}>
        <Link to="/manage/alerts">{t('monitoring.alerts.title')}</Link> <span aria-hidden="true">›</span> <span>{saved ? saved.name : t('monitoring.channel.newCrumb')}</span>
      </nav>
      <PageHeader title={title} subtitle={t('monitoring.channel.subtitle')} />
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <div className="field">
          <label className="field-label" htmlFor="channel-kind">
            {t('monitoring.channel.service')}
          </label>
          <select id="channel-kind" className="input select" value={kind} onChange={(e) => setKind(alertChannelKinds.find((k) => k === e.target.value) ?? 'ntfy')}>
            {alertChannelKinds.map((k) => (
              <option key={k} value={k}>
                {t(`monitoring.channel.services.${k}`)}
              </option>
            ))}
          </select>
          <FieldError message={errors.kind} />
        </div>
        <FormField id="channel-name" label={t('monitoring.common.name')} value={name} maxLength={100} placeholder={t('monitoring.channel.namePlaceholder')} error={errors.name} onChange={(e) => setName(e.target.value)} />
        {email ? (
          <>
            <div className="smtp-server">
              <FormField id="channel-host" label={t('monitoring.channel.smtpServer')} value={host} maxLength={253} placeholder={smtpExample} error={errors.host} onChange={(e) => setHost(e.target.value)} />
              <FormField id="channel-port" label={t('monitoring.common.port')} value={port} inputMode="numeric" maxLength={5} error={errors.port} onChange={(e) => setPort(e.target.value)} />
            </div>
            <div className="field">
              <label className="field-label" htmlFor="channel-security">
                {t('monitoring.channel.security')}
              </label>
              <select id="channel-security" className="input select" value={security} onChange={(e) => changeSecurity(smtpSecurities.find((v) => v === e.target.value) ?? 'starttls')}>
                {smtpSecurities.map((v) => (
                  <option key={v} value={v}>
                    {t(`monitoring.channel.securities.${v}`)}
                  </option>
                ))}
              </select>
              <FieldError message={errors.security} />
            </div>
            <FormField id="channel-username" label={t('monitoring.channel.username')} value={username} maxLength={200} autoComplete="off" error={errors.username} onChange={(e) => setUsername(e.target.value)} />
          </>
        ) : (
          <FormField id="channel-url" label={text('url')} value={url} type="url" placeholder={keepsSaved ? t('monitoring.channel.savedUrl', { host: saved.host }) : spec.placeholder} error={errors.url} onChange={(e) => setUrl(e.target.value)} aria-describedby="channel-hint" />
        )}
        <p id="channel-hint" className="field-hint">
          {text('hint')}
        </p>
        {spec.secret && (!email || username) ? <FormField id="channel-secret" label={text('secret')} value={secret} type="password" autoComplete="off" placeholder={keepsSaved && saved.hasSecret ? t('monitoring.channel.savedSecret') : ''} error={errors.secret} onChange={(e) => setSecret(e.target.value)} /> : null}
        {spec.from ? <FormField id="channel-from" label={text('from')} value={from} maxLength={320} placeholder={spec.from.placeholder} error={errors.from} onChange={(e) => setFrom(e.target.value)} /> : null}
        {spec.to ? <FormField id="channel-to" label={text('to')} value={to} maxLength={2000} placeholder={spec.to.placeholder} error={errors.to} onChange={(e) => setTo(e.target.value)} /> : null}
        {kind === 'telegram' ? <FormField id="channel-chatId" label={t('monitoring.channel.chatId')} value={chatId} placeholder={t('monitoring.channel.chatIdPlaceholder')} error={errors.chatId} onChange={(e) => setChatId(e.target.value)} /> : null}
        <CheckboxField id="channel-enabled" label={t('monitoring.channel.enabled')} checked={enabled} onChange={setEnabled} />
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/alerts">
            {t('monitoring.common.cancel')}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={sendTest} disabled={test.isPending}>
            {test.isPending ? t('monitoring.common.sending') : t('monitoring.common.sendTest')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('monitoring.common.saving') : t('monitoring.common.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
