import { z } from 'zod';
import { monitorMessages as m } from '../messages.js';
import { normaliseUrl } from './urls.js';
import { secretIsSet } from './integrations.js';

export const alertChannelKinds = ['ntfy', 'gotify', 'discord', 'slack', 'telegram', 'webhook', 'email', 'pushover', 'matrix', 'mattermost', 'teams', 'homeassistant', 'signal', 'apprise'] as const;
export type AlertChannelKind = (typeof alertChannelKinds)[number];

export const alertChannelLabels: Record<AlertChannelKind, string> = {
  ntfy: 'ntfy',
  gotify: 'Gotify',
  discord: 'Discord',
  slack: 'Slack',
  telegram: 'Telegram',
  webhook: 'JSON webhook',
  email: 'Email (SMTP)',
  pushover: 'Pushover',
  matrix: 'Matrix',
  mattermost: 'Mattermost',
  teams: 'Microsoft Teams',
  homeassistant: 'Home Assistant',
  signal: 'Signal (signal-cli REST API)',
  apprise: 'Apprise API',
};

/** How an SMTP connection is protected: none, upgraded with STARTTLS (port 587), or TLS from the start (port 465). */
export const smtpSecurities = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof smtpSecurities)[number];

export interface AlertChannelSpec {
  /** The fields holding the address requests go to; email has a host and port instead. */
  targets: readonly 'url'[];
  defaultUrl?: string;
  secret: { name: string; required: boolean } | null;
  /** Where inside the service an alert goes (a room, a user key, recipients), when it asks for one. */
  to?: { name: string; required: boolean };
  from?: { name: string };
}

/**
 * What each alert service is sent: `targets` are the fields holding the address its requests go
 * to (a Discord, Slack, Mattermost or Teams webhook URL carries its token in the address itself),
 * `defaultUrl` the address used while that field is empty, and `secret` the token or key sent with
 * each alert. A saved secret is sent only to the host it was saved for: when a target moves to
 * another host, the secret has to be typed again. Apprise's URLs hold the other services'
 * credentials, so they are its secret.
 */
export const alertChannelSpecs: Record<AlertChannelKind, AlertChannelSpec> = {
  ntfy: { targets: ['url'], secret: { name: 'access token', required: false } },
  gotify: { targets: ['url'], secret: { name: 'application token', required: true } },
  discord: { targets: ['url'], secret: null },
  slack: { targets: ['url'], secret: null },
  telegram: { targets: ['url'], defaultUrl: 'https://api.telegram.org', secret: { name: 'bot token', required: true } },
  webhook: { targets: ['url'], secret: { name: 'signing secret', required: false } },
  email: { targets: [], secret: { name: 'password', required: false }, to: { name: 'recipient address', required: true }, from: { name: 'sender address' } },
  pushover: { targets: ['url'], defaultUrl: 'https://api.pushover.net', secret: { name: 'API token', required: true }, to: { name: 'user key', required: true } },
  matrix: { targets: ['url'], secret: { name: 'access token', required: true }, to: { name: 'room id', required: true } },
  mattermost: { targets: ['url'], secret: null },
  teams: { targets: ['url'], secret: null },
  homeassistant: { targets: ['url'], secret: { name: 'long-lived access token', required: true }, to: { name: 'notify service', required: true } },
  signal: { targets: ['url'], secret: null, to: { name: 'recipients', required: true }, from: { name: 'sender number' } },
  apprise: { targets: ['url'], secret: { name: 'Apprise URLs', required: false }, to: { name: 'configuration key', required: false } },
};

/** An alert service's address; empty or "set" on an edit keeps the saved one. */
const webhookUrl = z.string({ error: m.channelUrlInvalid }).transform((value, ctx) => {
  if (value === '' || value === secretIsSet) return value;
  const url = normaliseUrl(value);
  if (!url) {
    ctx.addIssue({ code: 'custom', message: m.channelUrlInvalid });
    return z.NEVER;
  }
  return url;
});

const emailAddress = /^[^\s@<>,;"]{1,64}@[^\s@<>,;"]{1,255}$/;
const hostName = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*\.?)$/;
const signalNumber = /^\+[1-9]\d{5,14}$/;
const signalRecipient = /^(\+[1-9]\d{5,14}|group\.[A-Za-z0-9+/=]{4,200})$/;
/** A list typed with commas, semicolons or spaces between its items. */
export const listOf = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** The checks of what each kind needs beyond the address and secret (those are resolved on the server, where the saved ones are). */
const kindRules: Partial<Record<AlertChannelKind, (body: { to: string; from: string; host: string; port: number }, issue: (path: string, message: string) => void) => void>> = {
  email: (body, issue) => {
    if (!hostName.test(body.host)) issue('host', m.smtpHostInvalid);
    if (!emailAddress.test(body.from)) issue('from', m.emailFromInvalid);
    const to = listOf(body.to);
    if (to.length === 0 || to.length > 20 || !to.every((address) => emailAddress.test(address))) issue('to', m.emailToInvalid);
  },
  pushover: (body, issue) => {
    if (!/^[A-Za-z0-9]{30}$/.test(body.to)) issue('to', m.pushoverUserInvalid);
  },
  matrix: (body, issue) => {
    if (!/^![^:\s]{1,200}:[^\s]{1,255}$/.test(body.to)) issue('to', m.matrixRoomInvalid);
  },
  homeassistant: (body, issue) => {
    if (!/^[a-z0-9_]{1,100}$/.test(body.to)) issue('to', m.notifyServiceInvalid);
  },
  signal: (body, issue) => {
    if (!signalNumber.test(body.from)) issue('from', m.signalNumberInvalid);
    const to = listOf(body.to);
    if (to.length === 0 || to.length > 50 || !to.every((r) => signalRecipient.test(r))) issue('to', m.signalRecipientsInvalid);
  },
  apprise: (body, issue) => {
    if (body.to && !/^[A-Za-z0-9_-]{1,128}$/.test(body.to)) issue('to', m.appriseKeyInvalid);
  },
};

/**
 * POST /monitoring/alerts/channel/save. `url` and `secret` never come back once saved (sealed);
 * leaving them empty (or "set") on an edit keeps the saved ones. The other fields are not secret
 * and are sent whole each time: `to` is where in the service an alert goes (email recipients, a
 * Pushover user key, a Matrix room id, a Home Assistant notify service, Signal recipients, an
 * Apprise configuration key), `from` the email sender or the Signal number; `host`, `port`,
 * `security` and `username` are the SMTP server's.
 */
export const alertChannelSaveSchema = z
  .object({
    channelId: z.string().max(100).nullish(),
    kind: z.enum(alertChannelKinds, { error: m.channelKindInvalid }),
    name: z.string({ error: m.channelNameRequired }).trim().min(1, m.channelNameRequired).max(100, m.channelNameTooLong),
    url: webhookUrl.default(''),
    secret: z.string().max(2000, m.channelSecretTooLong).default(''),
    chatId: z.string().trim().max(100, m.chatIdInvalid).default(''),
    to: z.string({ error: m.channelToInvalid }).trim().max(2000, m.channelToInvalid).default(''),
    from: z.string({ error: m.channelFromInvalid }).trim().max(320, m.channelFromInvalid).default(''),
    host: z.string({ error: m.smtpHostInvalid }).trim().max(253, m.smtpHostInvalid).default(''),
    port: z.coerce.number({ error: m.smtpPortInvalid }).int(m.smtpPortInvalid).min(1, m.smtpPortInvalid).max(65535, m.smtpPortInvalid).default(587),
    security: z.enum(smtpSecurities, { error: m.smtpSecurityInvalid }).default('starttls'),
    username: z.string({ error: m.smtpUserInvalid }).trim().max(200, m.smtpUserInvalid).default(''),
    enabled: z.boolean({ error: m.flagInvalid }).default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'telegram' && body.chatId && !/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/.test(body.chatId)) ctx.addIssue({ code: 'custom', message: m.chatIdInvalid, path: ['chatId'] });
    kindRules[body.kind]?.(body, (path, message) => ctx.addIssue({ code: 'custom', message, path: [path] }));
  });
export type AlertChannelSave = z.output<typeof alertChannelSaveSchema>;
export type AlertChannelSaveInput = z.input<typeof alertChannelSaveSchema>;

export interface AlertChannel {
  _id: string;
  kind: AlertChannelKind;
  name: string;
  /** The host the alerts go to (the rest of the URL may hold a token); an email channel's SMTP host. */
  host: string;
  hasSecret: boolean;
  chatId: string;
  to: string;
  from: string;
  /** The SMTP server's port, security and user name; null for the other kinds. */
  smtp: { port: number; security: SmtpSecurity; username: string } | null;
  enabled: boolean;
  /** The last alert that reached the service, and the last that failed (after its tries), with why. */
  lastSentAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}
