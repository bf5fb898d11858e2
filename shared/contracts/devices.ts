import { z } from 'zod';
import { messages } from '../messages.js';
import { iconSchema, type Icon } from './icons.js';
import { flag, optionalId } from './ids.js';

/** Default wake-on-LAN port (spec-features §9). */
export const defaultWolPort = 9;

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const mac = /^[0-9a-f]{2}([:-])[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i;

export const isIpv4 = (value: string): boolean => ipv4.test(value);
export const isMac = (value: string): boolean => mac.test(value);
/** One spelling per MAC, so case or separator never makes two devices of one MAC. */
export const normaliseMac = (value: string): string => value.replace(/-/g, ':').toUpperCase();

/** A network device as every device call answers it (spec-features §3). */
export interface NetworkDevice {
  _id: string;
  deviceName: string;
  deviceIp: string | null;
  deviceMac: string | null;
  supportsWol: boolean;
  broadcastAddress: string | null;
  broadcastPort: number;
  /** The magic packet goes out on every interface's directed broadcast (and to broadcastAddress if set). */
  wakeEveryInterface: boolean;
  virtualDevice: boolean;
  /** A TCP port checked instead of a ping, for hosts that drop ICMP; null: ping. */
  checkPort: number | null;
  deviceIcon: Icon;
  isAlive: boolean;
  /** When a check last saw the device answer (ISO), null when never. */
  lastSeenAt: string | null;
  /** When a check last ran, whatever it found (ISO), null when never. */
  lastCheckedAt: string | null;
  sortOrder: number;
}

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/**
 * POST /networkdevices/save/device, for the form and the server alike. The checks run in the
 * order of spec-features §5 so both show the same first message.
 */
export const deviceSaveSchema = z
  .object({
    deviceId: optionalId,
    deviceName: text,
    deviceIcon: z.unknown(),
    deviceIp: text,
    deviceMac: text,
    broadcastAddress: text,
    broadcastPort: text,
    supportsWol: flag,
    wakeEveryInterface: flag,
    virtualDevice: flag,
    checkPort: text,
  })
  .transform((body, ctx) => {
    const fail = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
      return z.NEVER;
    };
    if (!body.deviceName) return fail(messages.fillAllFields, 'deviceName');
    if (body.deviceName.length > 100) return fail(messages.deviceNameTooLong, 'deviceName');
    const icon = iconSchema.safeParse(body.deviceIcon);
    if (!icon.success) return fail(messages.deviceIconRequired, 'deviceIcon');
    if (body.supportsWol) {
      if (!body.deviceMac) return fail(messages.fillAllFields, 'deviceMac');
      // On every interface, the broadcast address is optional: the interfaces give theirs.
      if (!body.broadcastAddress && !body.wakeEveryInterface) return fail(messages.fillAllFields, 'broadcastAddress');
      if (!body.broadcastPort) return fail(messages.fillAllFields, 'broadcastPort');
    }
    if (body.deviceIp && !isIpv4(body.deviceIp)) return fail(messages.deviceIpInvalid, 'deviceIp');
    if (body.deviceMac && !isMac(body.deviceMac)) return fail(messages.deviceMacInvalid, 'deviceMac');
    if (body.broadcastAddress && !isIpv4(body.broadcastAddress)) return fail(messages.deviceBroadcastInvalid, 'broadcastAddress');
    const port = body.broadcastPort ? Number(body.broadcastPort) : defaultWolPort;
    if (!/^\d+$/.test(String(port)) || port < 1 || port > 65535) return fail(messages.devicePortInvalid, 'broadcastPort');
    if (body.checkPort && (!/^\d+$/.test(body.checkPort) || Number(body.checkPort) < 1 || Number(body.checkPort) > 65535)) return fail(messages.deviceCheckPortInvalid, 'checkPort');
    return {
      deviceId: body.deviceId,
      deviceName: body.deviceName,
      deviceIcon: icon.data,
      deviceIp: body.deviceIp || null,
      deviceMac: body.deviceMac ? normaliseMac(body.deviceMac) : null,
      broadcastAddress: body.broadcastAddress || null,
      broadcastPort: port,
      supportsWol: body.supportsWol,
      wakeEveryInterface: body.supportsWol && body.wakeEveryInterface,
      virtualDevice: body.virtualDevice,
      checkPort: body.checkPort ? Number(body.checkPort) : null,
    };
  });
export type DeviceSaveInput = z.input<typeof deviceSaveSchema>;
export type DeviceSaveBody = z.output<typeof deviceSaveSchema>;

export const deviceReorderSchema = z.object({
  items: z.array(z.string().max(100), { error: messages.fillAllFields }).max(10_000),
});

export const scanRequestSchema = z.object({
  interface: z.string().max(64).nullish(),
});

/** What a LAN scan offers to add: never stored until the user adds one. */
export interface FoundDevice {
  ip: string;
  mac: string;
  name: string | null;
  /** True when the user already has a device with this MAC. */
  known: boolean;
}

export interface ScanInterface {
  name: string;
  address: string;
  cidr: string;
  size: number;
}

/** The device-status socket: the original's answer, plus the device id Hearth adds. */
export interface DeviceStatusMessage {
  deviceId: string;
  deviceIp: string;
  alive: boolean;
  time: number | 'unknown';
}

/** The follow-up after a wake: "waking", then online after N s or did not answer. */
export interface WakeProgressMessage {
  deviceId: string;
  wake: 'waking' | 'online' | 'no-answer';
  seconds?: number;
}

/** The ws text that asks for every status change of the caller's devices. */
export const watchAllMessage = 'watch-all';
export const instantPrefix = 'instant-';
/** A watched device is checked again this often (original-server §3.3). */
export const statusIntervalMs = 60_000;
