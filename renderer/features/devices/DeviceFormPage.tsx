import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { FormField } from '../../forms/FormField.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Loader } from '../../components/Loader.js';
import { IconPickerField } from '../icons/IconPickerField.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { useDeviceDetail, useSaveDevice } from './deviceQueries.js';
import { fieldOrder, formOf, payloadOf, validate, type DeviceErrors, type DeviceForm } from './deviceForm.js';
import { useDevicesEnabled } from './useDevicesEnabled.js';
import { FieldError } from '../../forms/FieldError.js';
import { PowerSettingsPanel } from './power/PowerSettingsPanel.js';

const backTo = '/manage/networkdevices';
/** A format example, the same in every language. */
const macExample = 'AA:BB:CC:DD:EE:FF';

/** /manage/networkdevices/save[/:deviceId]: add or edit a device. */
export default function DeviceFormPage() {
  const { deviceId } = useParams();
  const enabled = useDevicesEnabled();
  const detail = useDeviceDetail(deviceId);
  if (enabled === false) return <Navigate to="/manage" replace />;
  if (deviceId && detail.isPending) return <Loader />;
  // An edit screen that finds nothing resets to an empty form (spec-features §4).
  return <DeviceFormBody key={detail.data?._id ?? 'new'} editing={detail.data ? detail.data._id : null} initial={formOf(detail.data)} missing={Boolean(deviceId) && detail.isError} />;
}

function DeviceFormBody({ editing, initial, missing }: { editing: string | null; initial: DeviceForm; missing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<DeviceErrors>({});
  const save = useSaveDevice(() => void navigate(backTo));
  useEffect(() => {
    if (missing) toast.error(messages.deviceFetchFailed, { id: messages.deviceFetchFailed });
  }, [missing]);

  const change = <K extends keyof DeviceForm>(key: K, value: DeviceForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // A field's message goes as soon as that field is fixed.
    if (Object.keys(errors).length > 0) {
      const now = validate(next) ?? {};
      setErrors((old) => Object.fromEntries(Object.entries(old).filter(([field]) => now[field as keyof DeviceForm] === old[field as keyof DeviceForm])));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    if (found) {
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.getElementById(`device-${first}`)?.focus();
      return;
    }
    save.mutate(payloadOf(form, editing));
  };

  const title = editing ? t('devices.form.editTitle') : t('devices.addDevice');
  return (
    <section className="page editor-page">
      <PageHeader title={title} subtitle={t('devices.form.subtitle')} />
      {missing ? (
        <div className="notice" role="status">
          <strong>{t('devices.form.notFound')}</strong> <span>{t('devices.form.notFoundText')}</span>
        </div>
      ) : null}
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <FormField id="device-deviceName" label={t('devices.form.name')} value={form.deviceName} maxLength={100} autoComplete="off" error={errors.deviceName} onChange={(e) => change('deviceName', e.target.value)} />
        <IconPickerField id="device-deviceIcon" label={t('devices.form.icon')} value={form.deviceIcon} invalid={Boolean(errors.deviceIcon)} onChange={(icon) => change('deviceIcon', icon)} />
        <FieldError message={errors.deviceIcon} />
        <FormField id="device-deviceIp" label={t('devices.form.ip')} value={form.deviceIp} inputMode="decimal" placeholder="192.168.1.20" autoComplete="off" error={errors.deviceIp} onChange={(e) => change('deviceIp', e.target.value)} />
        <FormField id="device-checkPort" label={t('devices.form.checkPort')} value={form.checkPort} inputMode="numeric" placeholder={t('devices.form.checkPortPlaceholder')} autoComplete="off" error={errors.checkPort} onChange={(e) => change('checkPort', e.target.value)} />
        <FormField id="device-deviceMac" label={t('devices.form.mac')} value={form.deviceMac} placeholder={macExample} autoComplete="off" error={errors.deviceMac} onChange={(e) => change('deviceMac', e.target.value)} />
        <CheckboxField id="device-supportsWol" label={t('devices.wakeOnLan')} checked={form.supportsWol} onChange={(on) => change('supportsWol', on)} hint={t('devices.form.wolHint')} />
        {form.supportsWol ? (
          <div className="device-wol-fields">
            <FormField id="device-broadcastAddress" label={t('devices.form.broadcast')} value={form.broadcastAddress} inputMode="decimal" placeholder="192.168.1.255" autoComplete="off" error={errors.broadcastAddress} onChange={(e) => change('broadcastAddress', e.target.value)} />
            <FormField id="device-broadcastPort" label={t('devices.form.port')} value={form.broadcastPort} inputMode="numeric" autoComplete="off" error={errors.broadcastPort} onChange={(e) => change('broadcastPort', e.target.value)} />
          </div>
        ) : null}
        {form.supportsWol ? (
          <CheckboxField id="device-wakeEveryInterface" label={t('devices.form.everyNetwork')} checked={form.wakeEveryInterface} onChange={(on) => change('wakeEveryInterface', on)} hint={t('devices.form.everyNetworkHint')} />
        ) : null}
        <CheckboxField id="device-virtualDevice" label={t('devices.form.virtual')} checked={form.virtualDevice} onChange={(on) => change('virtualDevice', on)} hint={t('devices.form.virtualHint')} />
        <div className="editor-actions">
          <Link className="btn btn-secondary" to={backTo}>
            {t('devices.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('devices.saving') : t('devices.save')}
          </button>
        </div>
      </form>
      {editing ? <PowerSettingsPanel deviceId={editing} deviceIp={initial.deviceIp} /> : null}
    </section>
  );
}
