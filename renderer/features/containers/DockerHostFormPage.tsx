import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { DockerHost } from '../../../shared/contracts/docker.js';
import { dockerMessages } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { useDockerHosts, useSaveDockerHost, useTestDockerHost } from './dockerQueries.js';
import { hostFieldOrder, hostFormOf, hostPayloadOf, validateHost, type HostErrors, type HostForm } from './hostForm.js';
import { hostUrlExamples, isTcpUrl } from './hostUrlHelp.js';
import { useTestErrorText } from './TestOutcome.js';
import { PemField } from './PemField.js';
import { TestOutcome } from './TestOutcome.js';
import { hostsPath } from './DockerHostsPage.js';

/** /manage/docker/save[/:hostId]: add or change a Docker host (super admin only). */
export default function DockerHostFormPage() {
  const { hostId } = useParams();
  const isSuperAdmin = useIsSuperAdmin();
  const hosts = useDockerHosts(isSuperAdmin && Boolean(hostId));
  if (!isSuperAdmin) return <NotAuthorized reason={translateMessage(dockerMessages.adminOnly)} />;
  if (hostId && hosts.isPending) return <Loader />;
  const host = hostId ? hosts.data?.find((h) => h._id === hostId) : undefined;
  return <HostFormBody key={host?._id ?? 'new'} host={host} missing={Boolean(hostId) && !host} />;
}

function HostFormBody({ host, missing }: { host: DockerHost | undefined; missing: boolean }) {
  const { t } = useTranslation();
  const testErrorText = useTestErrorText();
  const navigate = useNavigate();
  const [form, setForm] = useState<HostForm>(() => hostFormOf(host));
  const [errors, setErrors] = useState<HostErrors>({});
  const [dirty, setDirty] = useState(false);
  const save = useSaveDockerHost(() => void navigate(hostsPath));
  const test = useTestDockerHost();
  const tcp = isTcpUrl(form.url);

  const change = <K extends keyof HostForm>(key: K, value: HostForm[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
    setDirty(true);
    test.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateHost(form, tcp);
    if (found) {
      setErrors(found);
      const first = hostFieldOrder.find((field) => found[field]);
      if (first) document.getElementById(`docker-host-${first}`)?.focus();
      return;
    }
    save.mutate({ id: host?._id ?? null, body: hostPayloadOf(form, tcp) });
  };

  const title = host ? t('docker.editHost') : t('docker.addHost');
  return (
    <section className="page editor-page">
      <PageHeader title={title} subtitle={t('docker.formSubtitle')} />
      {missing ? (
        <div className="notice" role="status">
          <strong>{translateMessage(dockerMessages.hostNotFound)}</strong> <span>{t('docker.savingAddsNew')}</span>
        </div>
      ) : null}
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <FormField id="docker-host-name" label={t('docker.name')} value={form.name} maxLength={100} autoComplete="off" placeholder={t('docker.namePlaceholder')} error={errors.name} onChange={(e) => change('name', e.target.value)} />
        <FormField
          id="docker-host-url"
          label={t('docker.address')}
          value={form.url}
          autoComplete="off"
          spellCheck={false}
          placeholder="unix:///var/run/docker.sock"
          error={errors.url}
          aria-describedby={errors.url ? 'docker-host-url-error docker-host-url-hint' : 'docker-host-url-hint'}
          onChange={(e) => change('url', e.target.value)}
        />
        <ul className="field-hint docker-url-help" id="docker-host-url-hint">
          {hostUrlExamples.map((item) => (
            <li key={item.scheme}>
              <code>{item.example}</code>: {t(`docker.urlHelp.${item.key}`)}
            </li>
          ))}
        </ul>
        {tcp ? (
          <fieldset className="docker-tls">
            <legend className="field-label">{t('docker.tlsLegend')}</legend>
            <p className="field-hint">{t('docker.tlsHint')}</p>
            <PemField id="docker-host-tlsCa" label={t('docker.tlsCa')} hint={t('docker.tlsCaHint')} value={form.tlsCa} saved={Boolean(host?.tls.ca)} error={errors.tlsCa} onChange={(v) => change('tlsCa', v)} />
            <PemField id="docker-host-tlsCert" label={t('docker.tlsCert')} hint={t('docker.tlsCertHint')} value={form.tlsCert} saved={Boolean(host?.tls.cert)} error={errors.tlsCert} onChange={(v) => change('tlsCert', v)} />
            <PemField id="docker-host-tlsKey" label={t('docker.tlsKey')} hint={t('docker.tlsKeyHint')} value={form.tlsKey} saved={Boolean(host?.tls.key)} error={errors.tlsKey} onChange={(v) => change('tlsKey', v)} />
          </fieldset>
        ) : null}
        <CheckboxField id="docker-host-discovery" label={t('docker.discovery')} checked={form.discovery} onChange={(on) => change('discovery', on)} hint={t('docker.discoveryHint')} />
        {host ? (
          <div className="docker-form-test">
            <button type="button" className="btn btn-secondary" disabled={dirty || test.isPending} onClick={() => test.mutate(host._id)}>
              {test.isPending ? t('docker.testing') : t('docker.testConnection')}
            </button>
            {dirty ? <span className="field-hint">{t('docker.saveFirst')}</span> : null}
            {test.isIdle ? null : <TestOutcome info={test.data} error={testErrorText(test.error)} />}
          </div>
        ) : (
          <p className="field-hint">{t('docker.afterSaving')}</p>
        )}
        <div className="editor-actions">
          <Link className="btn btn-secondary" to={hostsPath}>
            {t('docker.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('docker.saving') : t('docker.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
