import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { alertChannelKinds, alertChannelLabels, alertChannelSaveSchema, type AlertChannel, type AlertChannelKind, type AlertChannelSaveInput } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FieldError } from '../../forms/FieldError.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { useAlertSettings, useSaveChannel, useTestChannel } from './monitorQueries.js';

/** What each service calls its address and its secret, with an example. */
const fields: Record<AlertChannelKind, { url: string; placeholder: string; secret: string | null; hint: string }> = {
  ntfy: { url: 'Topic URL', placeholder: 'https://ntfy.sh/my-home-alerts', secret: 'Access token (optional)', hint: 'The topic is the last part of the address. A token (tk_…) is needed for a protected topic.' },
  gotify: { url: 'Server URL', placeholder: 'https://gotify.example.lan', secret: 'Application token', hint: 'Create an application in Gotify (Apps) and copy its token.' },
  discord: { url: 'Webhook URL', placeholder: 'https://discord.com/api/webhooks/…', secret: null, hint: 'Channel settings → Integrations → Webhooks → Copy Webhook URL.' },
  slack: { url: 'Webhook URL', placeholder: 'https://hooks.slack.com/services/…', secret: null, hint: 'An incoming webhook of a Slack app, for one channel.' },
  telegram: { url: 'Bot API URL', placeholder: 'https://api.telegram.org', secret: 'Bot token', hint: 'Create a bot with @BotFather; the chat id is your chat with it, or a group or @channel it is in.' },
  webhook: { url: 'Webhook URL', placeholder: 'https://example.lan/hooks/hearth', secret: 'Signing secret (optional)', hint: 'Hearth POSTs JSON {event, title, message, monitor, at}; with a secret, X-Hearth-Signature-256 carries its HMAC-SHA256.' },
};

type Field = 'kind' | 'name' | 'url' | 'secret' | 'chatId';

/** /manage/alerts/channel[/:channelId]: add or edit where alerts go, and send a test. */
export default function ChannelFormPage() {
  const { channelId } = useParams();
  const settings = useAlertSettings();
  if (settings.isPending) return <Loader />;
  const saved = channelId ? settings.data?.channels.find((c) => c._id === channelId) : undefined;
  if (channelId && !saved) {
    return (
      <section className="page">
        <PageHeader title="Not found" />
        <div className="notice" role="alert">
          {m.channelNotFound} <Link to="/manage/alerts">Back to Alerts</Link>
        </div>
      </section>
    );
  }
  return <ChannelForm key={saved?._id ?? 'new'} saved={saved ?? null} />;
}

function ChannelForm({ saved }: { saved: AlertChannel | null }) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<AlertChannelKind>(saved?.kind ?? 'ntfy');
  const [name, setName] = useState(saved?.name ?? '');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [chatId, setChatId] = useState(saved?.chatId ?? '');
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveChannel(() => void navigate('/manage/alerts'));
  const test = useTestChannel();
  const spec = fields[kind];
  const keepsSaved = saved !== null && saved.kind === kind;

  const body = (): AlertChannelSaveInput => ({ channelId: saved?._id ?? null, kind, name, url: url.trim(), secret, chatId, enabled });
  const valid = (): AlertChannelSaveInput | null => {
    const parsed = alertChannelSaveSchema.safeParse(body());
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldIssues<Field>(parsed.error);
    if (!keepsSaved && !url.trim() && kind !== 'telegram') found.url ??= m.channelUrlRequired;
    setErrors(found);
    const first = (['kind', 'name', 'url', 'secret', 'chatId'] as const).find((f) => found[f]);
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
  const sendTest = () => {
    const checked = valid();
    if (checked) test.mutate(checked);
  };

  const title = saved ? `Edit ${saved.name}` : 'Add alert channel';
  return (
    <section className="page editor-page">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to="/manage/alerts">Alerts</Link> <span aria-hidden="true">›</span> <span>{saved ? saved.name : 'New channel'}</span>
      </nav>
      <PageHeader title={title} subtitle="The address and any token are stored encrypted and never shown again." />
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <div className="field">
          <label className="field-label" htmlFor="channel-kind">
            Service
          </label>
          <select id="channel-kind" className="input select" value={kind} onChange={(e) => setKind(alertChannelKinds.find((k) => k === e.target.value) ?? 'ntfy')}>
            {alertChannelKinds.map((k) => (
              <option key={k} value={k}>
                {alertChannelLabels[k]}
              </option>
            ))}
          </select>
          <FieldError message={errors.kind} />
        </div>
        <FormField id="channel-name" label="Name" value={name} maxLength={100} placeholder="My phone" error={errors.name} onChange={(e) => setName(e.target.value)} />
        <FormField id="channel-url" label={spec.url} value={url} type="url" placeholder={keepsSaved ? `Saved (${saved.host}); leave empty to keep` : spec.placeholder} error={errors.url} onChange={(e) => setUrl(e.target.value)} aria-describedby="channel-hint" />
        <p id="channel-hint" className="field-hint">
          {spec.hint}
        </p>
        {spec.secret ? <FormField id="channel-secret" label={spec.secret} value={secret} type="password" autoComplete="off" placeholder={keepsSaved && saved.hasSecret ? 'Saved; leave empty to keep' : ''} error={errors.secret} onChange={(e) => setSecret(e.target.value)} /> : null}
        {kind === 'telegram' ? <FormField id="channel-chatId" label="Chat id" value={chatId} placeholder="-1001234567890 or @mychannel" error={errors.chatId} onChange={(e) => setChatId(e.target.value)} /> : null}
        <CheckboxField id="channel-enabled" label="Send alerts here" checked={enabled} onChange={setEnabled} />
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/alerts">
            Cancel
          </Link>
          <button type="button" className="btn btn-secondary" onClick={sendTest} disabled={test.isPending}>
            {test.isPending ? 'Sending…' : 'Send test'}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}
