import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
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

  const title = editing ? 'Edit Device' : 'Add Device';
  return (
    <section className="page editor-page">
      <PageHeader title={title} subtitle="A machine on your network: its address for the status dot, its MAC to wake it." />
      {missing ? (
        <div className="notice" role="status">
          <strong>No such device was found.</strong> <span>Saving this form adds a new device.</span>
        </div>
      ) : null}
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        <FormField id="device-deviceName" label="Device Name" value={form.deviceName} maxLength={100} autoComplete="off" error={errors.deviceName} onChange={(e) => change('deviceName', e.target.value)} />
        <IconPickerField id="device-deviceIcon" label="Icon" value={form.deviceIcon} invalid={Boolean(errors.deviceIcon)} onChange={(icon) => change('deviceIcon', icon)} />
        <FieldError message={errors.deviceIcon} />
        <FormField id="device-deviceIp" label="IP Address" value={form.deviceIp} inputMode="decimal" placeholder="192.168.1.20" autoComplete="off" error={errors.deviceIp} onChange={(e) => change('deviceIp', e.target.value)} />
        <FormField id="device-checkPort" label="Status by TCP instead of ping (optional)" value={form.checkPort} inputMode="numeric" placeholder="A port it serves, e.g. 22 for SSH" autoComplete="off" error={errors.checkPort} onChange={(e) => change('checkPort', e.target.value)} />
        <FormField id="device-deviceMac" label="MAC Address" value={form.deviceMac} placeholder="AA:BB:CC:DD:EE:FF" autoComplete="off" error={errors.deviceMac} onChange={(e) => change('deviceMac', e.target.value)} />
        <CheckboxField id="device-supportsWol" label="Wake on LAN" checked={form.supportsWol} onChange={(on) => change('supportsWol', on)} hint="Send a magic packet to start this machine." />
        {form.supportsWol ? (
          <div className="device-wol-fields">
            <FormField id="device-broadcastAddress" label="Broadcast Address" value={form.broadcastAddress} inputMode="decimal" placeholder="192.168.1.255" autoComplete="off" error={errors.broadcastAddress} onChange={(e) => change('broadcastAddress', e.target.value)} />
            <FormField id="device-broadcastPort" label="Port" value={form.broadcastPort} inputMode="numeric" autoComplete="off" error={errors.broadcastPort} onChange={(e) => change('broadcastPort', e.target.value)} />
          </div>
        ) : null}
        {form.supportsWol ? (
          <CheckboxField id="device-wakeEveryInterface" label="Wake on every network" checked={form.wakeEveryInterface} onChange={(on) => change('wakeEveryInterface', on)} hint="Also send the packet to the broadcast address of each network this server is on (the broadcast address above becomes optional)." />
        ) : null}
        <CheckboxField id="device-virtualDevice" label="Virtual Device" checked={form.virtualDevice} onChange={(on) => change('virtualDevice', on)} hint="A virtual machine or container; only shown as an icon." />
        <div className="editor-actions">
          <Link className="btn btn-secondary" to={backTo}>
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      {editing ? <PowerSettingsPanel deviceId={editing} deviceIp={initial.deviceIp} /> : null}
    </section>
  );
}
