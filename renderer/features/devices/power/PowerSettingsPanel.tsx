import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { defaultPowerCommand, powerSaveSchema, powerSystemLabels, powerSystems, type PowerMethod, type PowerSave, type PowerSettings, type PowerSystem } from '../../../../shared/contracts/device-power.js';
import { messages } from '../../../../shared/messages.js';
import { copyToClipboard } from '../../../clipboard.js';
import { FieldError } from '../../../forms/FieldError.js';
import { FormField } from '../../../forms/FormField.js';
import { fieldIssues } from '../../../forms/fieldIssues.js';
import { Loader } from '../../../components/Loader.js';
import { useForgetHostKey, usePowerSettings, useRemovePower, useSavePower } from './powerQueries.js';

type Field = keyof PowerSave;
type KeyMode = 'keep' | 'generate' | 'paste';
const order: Field[] = ['method', 'sshHost', 'sshPort', 'sshUser', 'privateKey', 'shutdownCommand', 'sleepCommand', 'shutdownUrl', 'sleepUrl', 'headerName'];

/** "Shut down and sleep" under the device form: SSH (a key Hearth keeps) or an HTTP call. */
export function PowerSettingsPanel({ deviceId, deviceIp }: { deviceId: string; deviceIp: string }) {
  const settings = usePowerSettings(deviceId);
  if (settings.isPending) return <Loader />;
  return <PowerForm key={settings.data ? 'saved' : 'new'} deviceId={deviceId} deviceIp={deviceIp} saved={settings.data ?? null} />;
}

function PowerForm({ deviceId, deviceIp, saved }: { deviceId: string; deviceIp: string; saved: PowerSettings | null }) {
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
    if (result.ok) toast.success('Public key copied.');
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
  };

  return (
    <form className="card editor-card form power-section" onSubmit={submit} noValidate aria-label="Shut down and sleep">
      <h2 className="section-title">Shut down and sleep</h2>
      <p className="field-hint">Hearth can switch this device off or put it to sleep: over SSH with a key it keeps sealed, or by calling a URL (a smart plug, Home Assistant, a small agent).</p>
      <fieldset className="field maintenance-kind">
        <legend className="field-label">How</legend>
        {(['ssh', 'http'] as const).map((m) => (
          <label key={m} className="radio-label">
            <input type="radio" name="power-method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {m === 'ssh' ? 'SSH command' : 'HTTP call'}
          </label>
        ))}
      </fieldset>
      {method === 'ssh' ? (
        <>
          <div className="field">
            <label className="field-label" htmlFor="power-system">
              Operating system
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
            <FormField id="power-sshHost" label="SSH host" value={sshHost} placeholder="192.168.1.20" autoComplete="off" error={errors.sshHost} onChange={(e) => setSshHost(e.target.value)} />
            <FormField id="power-sshPort" label="Port" value={sshPort} inputMode="numeric" autoComplete="off" error={errors.sshPort} onChange={(e) => setSshPort(e.target.value)} />
            <FormField id="power-sshUser" label="User" value={sshUser} placeholder="admin" autoComplete="off" error={errors.sshUser} onChange={(e) => setSshUser(e.target.value)} />
          </div>
          <fieldset className="field maintenance-kind">
            <legend className="field-label">Key</legend>
            {current?.publicKey ? (
              <label className="radio-label">
                <input type="radio" name="power-key" checked={keyMode === 'keep'} onChange={() => setKeyMode('keep')} /> Keep the saved key
              </label>
            ) : null}
            <label className="radio-label">
              <input type="radio" name="power-key" checked={keyMode === 'generate'} onChange={() => setKeyMode('generate')} /> {current?.publicKey ? 'Make a new key' : 'Let Hearth make a key'}
            </label>
            <label className="radio-label">
              <input type="radio" name="power-key" checked={keyMode === 'paste'} onChange={() => setKeyMode('paste')} /> Paste a private key
            </label>
          </fieldset>
          {keyMode === 'paste' ? (
            <div className="field">
              <label className="field-label" htmlFor="power-privateKey">
                Private key (without a passphrase)
              </label>
              <textarea id="power-privateKey" className="input" rows={5} value={privateKey} spellCheck={false} autoComplete="off" placeholder="-----BEGIN OPENSSH PRIVATE KEY-----" aria-invalid={errors.privateKey ? true : undefined} onChange={(e) => setPrivateKey(e.target.value)} />
              <FieldError message={errors.privateKey} />
            </div>
          ) : null}
          {current?.publicKey ? (
            <div className="field">
              <label className="field-label" htmlFor="power-publicKey">
                Public key for the device
              </label>
              <div className="power-key">
                <input id="power-publicKey" className="input" readOnly value={current.publicKey} onFocus={(e) => e.target.select()} />
                <button type="button" className="btn btn-secondary" onClick={() => void copy(current.publicKey ?? '')}>
                  Copy
                </button>
              </div>
              <p className="field-hint">
                Add this line to <code>~{current.sshUser || 'user'}/.ssh/authorized_keys</code> on the device. The user must be allowed to run the command without a password (for sudo, a NOPASSWD rule).
              </p>
            </div>
          ) : null}
          <div className="field power-hostkey" role="status">
            {current?.hostKey ? (
              <>
                <span>
                  Trusted host key: <code>{current.hostKey}</code>
                </span>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => forget.mutate()} disabled={forget.isPending}>
                  Forget host key
                </button>
              </>
            ) : (
              <span className="field-hint">No host key trusted yet: the first shut-down or sleep trusts the key the device shows, and refuses any other after that.</span>
            )}
          </div>
          <FormField id="power-shutdownCommand" label="Shut-down command" value={shutdownCommand} placeholder={defaultPowerCommand(system, 'shutdown')} autoComplete="off" error={errors.shutdownCommand} onChange={(e) => setShutdownCommand(e.target.value)} />
          <FormField id="power-sleepCommand" label="Sleep command" value={sleepCommand} placeholder={defaultPowerCommand(system, 'sleep')} autoComplete="off" error={errors.sleepCommand} onChange={(e) => setSleepCommand(e.target.value)} />
          <p className="field-hint">Left empty, the command shown faintly is used.</p>
        </>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor="power-httpMethod">
              Method
            </label>
            <select id="power-httpMethod" className="input select" value={httpMethod} onChange={(e) => setHttpMethod(e.target.value === 'GET' ? 'GET' : 'POST')}>
              <option value="POST">POST</option>
              <option value="GET">GET</option>
            </select>
          </div>
          <FormField id="power-shutdownUrl" label="Shut-down URL" value={shutdownUrl} placeholder={current?.shutdownHost ? `Saved (${current.shutdownHost}); type to replace` : 'http://plug.local/relay/0?turn=off'} autoComplete="off" error={errors.shutdownUrl} onChange={(e) => setShutdownUrl(e.target.value)} />
          <FormField id="power-sleepUrl" label="Sleep URL (optional)" value={sleepUrl} placeholder={current?.sleepHost ? `Saved (${current.sleepHost}); type to replace` : ''} autoComplete="off" error={errors.sleepUrl} onChange={(e) => setSleepUrl(e.target.value)} />
          <div className="power-grid">
            <FormField id="power-headerName" label="Header (optional)" value={headerName} placeholder="Authorization" autoComplete="off" error={errors.headerName} onChange={(e) => setHeaderName(e.target.value)} />
            <FormField id="power-headerValue" label="Header value" type="password" value={headerValue} placeholder={current?.hasHeaderValue ? 'Saved' : ''} autoComplete="off" onChange={(e) => setHeaderValue(e.target.value)} />
          </div>
        </>
      )}
      <div className="editor-actions">
        {current ? (
          <button type="button" className="btn btn-secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save power settings'}
        </button>
      </div>
    </form>
  );
}
