import { deviceSaveSchema, defaultWolPort, type NetworkDevice } from '../../../shared/contracts/devices.js';
import { builtinIcon, type Icon } from '../../../shared/contracts/icons.js';
import { fieldErrors } from '../../forms/fieldErrors.js';

export interface DeviceForm {
  deviceName: string;
  deviceIcon: Icon | null;
  deviceIp: string;
  deviceMac: string;
  supportsWol: boolean;
  broadcastAddress: string;
  broadcastPort: string;
  wakeEveryInterface: boolean;
  virtualDevice: boolean;
  checkPort: string;
}
export type DeviceField = keyof DeviceForm;
export type DeviceErrors = Partial<Record<DeviceField, string>>;

/** The order fields appear in, so focus goes to the first bad one. */
export const fieldOrder: DeviceField[] = ['deviceName', 'deviceIcon', 'deviceIp', 'deviceMac', 'supportsWol', 'broadcastAddress', 'broadcastPort', 'wakeEveryInterface', 'virtualDevice', 'checkPort'];

export function formOf(device: NetworkDevice | undefined): DeviceForm {
  return {
    deviceName: device?.deviceName ?? '',
    deviceIcon: device?.deviceIcon ?? builtinIcon('device'),
    deviceIp: device?.deviceIp ?? '',
    deviceMac: device?.deviceMac ?? '',
    supportsWol: device?.supportsWol ?? false,
    broadcastAddress: device?.broadcastAddress ?? '',
    broadcastPort: String(device?.broadcastPort ?? defaultWolPort),
    wakeEveryInterface: device?.wakeEveryInterface ?? false,
    virtualDevice: device?.virtualDevice ?? false,
    checkPort: device?.checkPort ? String(device.checkPort) : '',
  };
}

export function payloadOf(form: DeviceForm, deviceId: string | null) {
  return { ...form, deviceId };
}

/** The shared schema's first message (the server answers the same one), or null when valid. */
export function validate(form: DeviceForm): DeviceErrors | null {
  const result = deviceSaveSchema.safeParse(payloadOf(form, null));
  return result.success ? null : fieldErrors<DeviceField>(result.error);
}
