import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { defaultPowerCommand, powerSaveSchema, powerSystemLabels, powerSystems, type PowerMethod, type PowerSave, type PowerSettings, type PowerSystem } from '../../../../shared/contracts/device-power.js';
import { copyToClipboard } from '../../../clipboard.js';
import { FieldError } from '../../../forms/FieldError.js';
import { FormField } from '../../../forms/FormField.js';
import { fieldIssues } from '../../../forms/fieldIssues.js';
import { Loader } from '../../../components/Loader.js';
import { deviceServerText } from '../deviceServerText.js';
import { useForgetHostKey, usePowerSettings, useRemovePower, useSavePower } from './powerQueries.js';

type Field = keyof PowerSave;
type KeyMode = 'keep' | 'generate' | 'paste';
/** Technical examples and HTTP method names: the same in every language. */
const examples = { user: 'admin', privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----', header: 'Authorization' } as const;
const httpMethods = ['POST', 'GET'] as const;
const order: Field[] = ['method', 'sshHost', 'sshPort', 'sshUser', 'privateKey', 'shutdownCommand', 'sleepCommand', 'shutdownUrl', 'sleepUrl', 'headerName'];

/** "Shut down and sleep" under the device form: SSH (a key Hearth keeps) or an HTTP call. */
export function PowerSettingsPanel({ deviceId, deviceIp }: { deviceId: string; deviceIp: string }) {
  const settings = usePowerSettings(deviceId);
  if (settings.isPending) return <Loader />;
  return <PowerForm key={settings.data ? 'saved' : 'new'} deviceId={deviceId} deviceIp={deviceIp} saved={settings.data ?? null} />;
}

function PowerForm({ deviceId, deviceIp, saved }: { deviceId: string; deviceIp: string; saved: PowerSettings | null }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PowerMethod>(saved?.method ?? 'ssh');
  const [system, setSystem] = useState<PowerSystem>(saved?.system ?? 'linux');
  const [sshHost, setSshHost] = useState(saved?.sshHost || deviceIp);
  const [sshPort, setSshPort] = useState(String(saved?.sshPort ?? 22));
  const [sshUser, setSshUser] = useState(saved?.sshUser ?? '');
  const [keyMode, setKeyMode] = useState<KeyMode>(saved?.publicKey ? 'keep' : 'generate');
  const [privateKey, setPrivateKey] = useState('');
  const [shutdownCommand, setShutdownCommand] = useState(saved?.shutdownCommand ?? '');
  const [sleepCommand, setSleepCommand] = useState(saved?.sleepCommand ?? '');
  const [httpMethod, setHttpMethod] = useState<'GET' | 'POST'>(saved?.httpMethod ?? 'POST');
  const [shutdownUrl, setShutdownUrl] = useState('');
  const [sleepUrl, setSleepUrl] = useState('');
  const [headerName, setHeaderName] = useState(saved?.headerName ?? '');
  const [headerValue, setHeaderValue] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSavePower(deviceId);
  const forget = useForgetHostKey(deviceId);
  const remove = useRemovePower(deviceId);
  const current = save.data?.settings ?? saved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PowerSave = { method, system, sshHost, sshPort: Number(sshPort), sshUser, keyMode, privateKey, shutdownCommand, sleepCommand, httpMethod, shutdownUrl, sleepUrl, headerName, headerValue };
    const parsed = powerSaveSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setErrors(found);
      const first = order.find((f) => found[f]);
      if (first) document.getElementById(`power-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: ({ settings }) => {
        setPrivateKey('');
        setShutdownUrl('');
        setSleepUrl('');
        setHeaderValue('');
        if (settings.publicKey) setKeyMode('keep');
      },
    });
  };
  const copy = async (text: string) => {
    const result = await copyToClipboard(text);
    if (result.ok) toast.success(t('devices.powerSettings.copied'));
    else toast.error(t('devices.powerSettings.copyFailed', { reason: result.reason }));
  };

  return (
    <form className="card editor-card form power-section" onSubmit={submit} noValidate aria-label={t('devices.powerSettings.title')}>
      <h2 className="section-title">{t('devices.powerSettings.title')}</h2>
      <p className="field-hint">{t('devices.powerSettings.intro')}</p>
      <fieldset className="field maintenance-kind">
        <legend className="field-label">{t('devices.powerSettings.how')}</legend>
        {(['ssh', 'http'] as const).map((m) => (
          <label key={m} className="radio-label">
            <input type="radio" name="power-method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {m === 'ssh' ? t('devices.powerSettings.ssh') : t('devices.powerSettings.http')}
          </label>
        ))}
      </fieldset>
      {method === 'ssh' ? (
        <>
          <div className="field">
            <label className="field-label" htmlFor="power-system">
              {t('devices.powerSettings.os')}
            </label>
            <select id="power-system" className="input select" value={system} onChange={(e) => setSystem(powerSystems.find((s) => s === e.target.value) ?? 'linux')}>
              {powerSystems.map((s) => (
                <option key={s} value={s}>
                  {powerSystemLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="power-grid">
            <FormField id="power-sshHost" label={t('devices.powerSettings.sshHost')} value={sshHost} placeholder="192.168.1.20" autoComplete="off" error={deviceServerText(errors.sshHost)} onChange={(e) => setSshHost(e.target.value)} />
            <FormField id="power-sshPort" label={t('devices.form.port')} value={sshPort} inputMode="numeric" autoComplete="off" error={deviceServerText(errors.sshPort)} onChange={(e) => setSshPort(e.target.value)} />
            <FormField id="power-sshUser" label={t('devices.powerSettings.user')} value={sshUser} placeholder={examples.user} autoComplete="off" error={deviceServerText(errors.sshUser)} onChange={(e) => setSshUser(e.target.value)} />
          </div>
          <fieldset className="field maintenance-kind">
            <legend className="field-label">{t('devices.powerSettings.key')}</legend>
            {current?.publicKey ? (
              <label className="radio-label">
                <input type="radio" name="power-key" checked={keyMode === 'keep'} onChange={() => setKeyMode('keep')} /> {t('devices.powerSettings.keepKey')}
              </label>
            ) : null}
            <label className="radio-label">
              <input type="radio" name="power-key" checked={keyMode === 'generate'} onChange={() => setKeyMode('generate')} /> {current?.publicKey ? t('devices.powerSettings.newKey') : t('devices.powerSettings.hearthKey')}
            </label>
            <label className="radio-label">
              <input type="radio" name="power-key" checked={keyMode === 'paste'} onChange={() => setKeyMode('paste')} /> {t('devices.powerSettings.pasteKey')}
            </label>
          </fieldset>
          {keyMode === 'paste' ? (
            <div className="field">
              <label className="field-label" htmlFor="power-privateKey">
                {t('devices.powerSettings.privateKey')}
              </label>
              <textarea id="power-privateKey" className="input" rows={5} value={privateKey} spellCheck={false} autoComplete="off" placeholder={examples.privateKey} aria-invalid={errors.privateKey ? true : undefined} onChange={(e) => setPrivateKey(e.target.value)} />
              <FieldError message={deviceServerText(errors.privateKey)} />
            </div>
          ) : null}
          {current?.publicKey ? (
            <div className="field">
              <label className="field-label" htmlFor="power-publicKey">
                {t('devices.powerSettings.publicKey')}
              </label>
              <div className="power-key">
                <input id="power-publicKey" className="input" readOnly value={current.publicKey} onFocus={(e) => e.target.select()} />
                <button type="button" className="btn btn-secondary" onClick={() => void copy(current.publicKey ?? '')}>
                  {t('devices.powerSettings.copy')}
                </button>
              </div>
              <p className="field-hint">
                <Trans t={t} i18nKey="devices.powerSettings.authorizedKeys" values={{ user: current.sshUser || t('devices.powerSettings.defaultUser') }} components={{ code: <code dir="ltr" /> }} />
              </p>
            </div>
          ) : null}
          <div className="field power-hostkey" role="status">
            {current?.hostKey ? (
              <>
                <span>
                  <Trans t={t} i18nKey="devices.powerSettings.trustedHostKey" values={{ key: current.hostKey }} components={{ code: <code dir="ltr" /> }} />
                </span>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => forget.mutate()} disabled={forget.isPending}>
                  {t('devices.powerSettings.forgetHostKey')}
                </button>
              </>
            ) : (
              <span className="field-hint">{t('devices.powerSettings.noHostKey')}</span>
            )}
          </div>
          <FormField id="power-shutdownCommand" label={t('devices.powerSettings.shutdownCommand')} value={shutdownCommand} placeholder={defaultPowerCommand(system, 'shutdown')} autoComplete="off" error={deviceServerText(errors.shutdownCommand)} onChange={(e) => setShutdownCommand(e.target.value)} />
          <FormField id="power-sleepCommand" label={t('devices.powerSettings.sleepCommand')} value={sleepCommand} placeholder={defaultPowerCommand(system, 'sleep')} autoComplete="off" error={deviceServerText(errors.sleepCommand)} onChange={(e) => setSleepCommand(e.target.value)} />
          <p className="field-hint">{t('devices.powerSettings.emptyCommand')}</p>
        </>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor="power-httpMethod">
              {t('devices.powerSettings.method')}
            </label>
            <select id="power-httpMethod" className="input select" value={httpMethod} onChange={(e) => setHttpMethod(e.target.value === 'GET' ? 'GET' : 'POST')}>
              {httpMethods.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <FormField id="power-shutdownUrl" label={t('devices.powerSettings.shutdownUrl')} value={shutdownUrl} placeholder={current?.shutdownHost ? t('devices.powerSettings.savedUrl', { host: current.shutdownHost }) : 'http://plug.local/relay/0?turn=off'} autoComplete="off" error={deviceServerText(errors.shutdownUrl)} onChange={(e) => setShutdownUrl(e.target.value)} />
          <FormField id="power-sleepUrl" label={t('devices.powerSettings.sleepUrl')} value={sleepUrl} placeholder={current?.sleepHost ? t('devices.powerSettings.savedUrl', { host: current.sleepHost }) : ''} autoComplete="off" error={deviceServerText(errors.sleepUrl)} onChange={(e) => setSleepUrl(e.target.value)} />
          <div className="power-grid">
            <FormField id="power-headerName" label={t('devices.powerSettings.header')} value={headerName} placeholder={examples.header} autoComplete="off" error={deviceServerText(errors.headerName)} onChange={(e) => setHeaderName(e.target.value)} />
            <FormField id="power-headerValue" label={t('devices.powerSettings.headerValue')} type="password" value={headerValue} placeholder={current?.hasHeaderValue ? t('devices.powerSettings.saved') : ''} autoComplete="off" onChange={(e) => setHeaderValue(e.target.value)} />
          </div>
        </>
      )}
      <div className="editor-actions">
        {current ? (
          <button type="button" className="btn btn-secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('devices.powerSettings.remove')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('devices.saving') : t('devices.powerSettings.save')}
        </button>
      </div>
    </form>
  );
}
