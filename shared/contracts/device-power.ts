import { z } from 'zod';
import { powerMessages as m } from '../messages.js';

/**
 * Shutting a device down or putting it to sleep (issue 46 item 7): over SSH with a key Hearth
 * keeps sealed, or with an HTTP call (a smart plug, Home Assistant, a small agent on the device).
 */
export const powerMethods = ['ssh', 'http'] as const;
export type PowerMethod = (typeof powerMethods)[number];
export const powerSystems = ['linux', 'macos', 'windows'] as const;
export type PowerSystem = (typeof powerSystems)[number];
export const powerActions = ['shutdown', 'sleep'] as const;
export type PowerAction = (typeof powerActions)[number];
export const httpPowerMethods = ['GET', 'POST'] as const;

export const powerSystemLabels: Record<PowerSystem, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };
export const powerActionLabels: Record<PowerAction, string> = { shutdown: 'Shut down', sleep: 'Sleep' };

/**
 * The command each system understands when none is typed. Linux and macOS go through sudo (the
 * user needs a NOPASSWD rule: no terminal is there to ask); Windows' `shutdown` needs no admin
 * shell for the signed-in user, and `rundll32 … SetSuspendState` sleeps (or hibernates when
 * hibernation is on: Windows decides).
 */
export function defaultPowerCommand(system: PowerSystem, action: PowerAction): string {
  const commands: Record<PowerSystem, Record<PowerAction, string>> = {
    linux: { shutdown: 'sudo shutdown -h now', sleep: 'sudo systemctl suspend' },
    macos: { shutdown: 'sudo shutdown -h now', sleep: 'pmset sleepnow' },
    windows: { shutdown: 'shutdown /s /t 0', sleep: 'rundll32.exe powrprof.dll,SetSuspendState 0,1,0' },
  };
  return commands[system][action];
}

/** What the key field of a save asks for: keep the saved key, make a new ed25519 pair, or use a pasted one. */
export const keyModes = ['keep', 'generate', 'paste'] as const;

const command = z.string().trim().max(500, m.commandTooLong).default('');
const url = z
  .string()
  .trim()
  .max(2000, m.urlInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: m.urlInvalid })
  .default('');

export const powerSaveSchema = z
  .object({
    method: z.enum(powerMethods, { error: m.methodInvalid }),
    system: z.enum(powerSystems, { error: m.osInvalid }).default('linux'),
    sshHost: z.string().trim().max(253, m.hostInvalid).default(''),
    sshPort: z.coerce.number({ error: m.portInvalid }).int(m.portInvalid).min(1, m.portInvalid).max(65535, m.portInvalid).default(22),
    sshUser: z.string().trim().max(64, m.userInvalid).default(''),
    keyMode: z.enum(keyModes).default('keep'),
    privateKey: z.string().max(20_000, m.keyUnreadable).default(''),
    shutdownCommand: command,
    sleepCommand: command,
    httpMethod: z.enum(httpPowerMethods).default('POST'),
    shutdownUrl: url,
    sleepUrl: url,
    headerName: z
      .string()
      .trim()
      .max(100, m.headerInvalid)
      .refine((v) => v === '' || /^[A-Za-z0-9-]+$/.test(v), { error: m.headerInvalid })
      .default(''),
    /** Empty keeps the saved value (URLs too: they may hold a token, so the screen never gets them back). */
    headerValue: z.string().max(2000).default(''),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.method === 'ssh') {
      if (!v.sshHost) return fail(m.hostRequired, 'sshHost');
      if (!/^[A-Za-z0-9.:-]+$/.test(v.sshHost)) return fail(m.hostInvalid, 'sshHost');
      if (!v.sshUser) return fail(m.userRequired, 'sshUser');
      if (!/^[A-Za-z0-9._-]+$/.test(v.sshUser)) return fail(m.userInvalid, 'sshUser');
      if (v.keyMode === 'paste' && !v.privateKey.trim()) return fail(m.keyRequired, 'privateKey');
    }
  });
export type PowerSave = z.input<typeof powerSaveSchema>;
export type PowerSaveBody = z.output<typeof powerSaveSchema>;

/** The settings as the screen sees them: never the private key, a URL (it may hold a token) or a header value. */
export interface PowerSettings {
  method: PowerMethod;
  system: PowerSystem;
  sshHost: string;
  sshPort: number;
  sshUser: string;
  /** The OpenSSH public key to put in authorized_keys; null when no key is kept. */
  publicKey: string | null;
  /** The pinned host key (SHA256:…), null until the first connection. */
  hostKey: string | null;
  shutdownCommand: string;
  sleepCommand: string;
  httpMethod: (typeof httpPowerMethods)[number];
  /** Only the host of each URL: the path may hold a token. */
  shutdownHost: string | null;
  sleepHost: string | null;
  headerName: string;
  hasHeaderValue: boolean;
  /** The actions this device offers. */
  actions: PowerAction[];
}

export interface PowerResult {
  ok: boolean;
  text: string;
  /** Set when this run pinned the host key (trust on first use). */
  trusted?: string;
}

export interface DevicePowerActions {
  deviceId: string;
  actions: PowerAction[];
}
