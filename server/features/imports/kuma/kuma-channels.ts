import type { KumaChannelPreview } from '../../../../shared/contracts/imports-kuma.js';
import { alertChannelSpecs, type AlertChannelKind } from '../../../../shared/contracts/monitoring.js';
import { normaliseUrl } from '../../../../shared/contracts/urls.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import { refusesLiteral, type ReachPolicy } from '../../../net/reach.js';
import { smtpUrl } from '../../monitoring/alerts/email-sender.js';
import { noOptions, ntfyTarget, type ChannelOptions } from '../../monitoring/alerts/webhook-bodies.js';
import { alertChannelSaveSchema } from '../../../../shared/contracts/alert-channels.js';
import type { KumaNotification } from './kuma.parse.js';

/** A Kuma notification as the alert channel the import adds: its address and secret in clear until sealed on apply. */
export interface PlannedChannel {
  preview: KumaChannelPreview;
  url: string;
  secret: string;
  chatId: string;
  /** Where in the service, the sender, and the SMTP server's settings (stored as the channel's options). */
  options: ChannelOptions;
}

interface Mapped {
  kind: AlertChannelKind;
  url: string;
  secret: string;
  chatId: string;
  options?: Partial<ChannelOptions> & { host?: string };
  notes: string[];
  /** What the notification lacks for Hearth to send to it; null: nothing. */
  missing: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Kuma's provider fields (server/notification-providers/*.js at 1.23) as Hearth's channel fields. */
function mapProvider(type: string, c: Record<string, unknown>): Mapped | null {
  const notes: string[] = [];
  switch (type) {
    case 'ntfy': {
      const server = (text(c.ntfyserverurl) || 'https://ntfy.sh').replace(/\/+$/, '');
      const topic = text(c.ntfytopic);
      const method = text(c.ntfyAuthenticationMethod);
      const token = method === 'accessToken' || (!method && text(c.ntfyaccesstoken)) ? text(c.ntfyaccesstoken) : '';
      if (!token && text(c.ntfyusername)) notes.push(m.ntfyLogin);
      return { kind: 'ntfy', url: topic ? `${server}/${topic}` : '', secret: token, chatId: '', notes, missing: topic ? null : 'topic' };
    }
    case 'gotify': {
      const secret = text(c.gotifyapplicationToken);
      return { kind: 'gotify', url: text(c.gotifyserverurl), secret, chatId: '', notes, missing: secret ? null : 'application token' };
    }
    case 'discord':
      return { kind: 'discord', url: text(c.discordWebhookUrl), secret: '', chatId: '', notes, missing: null };
    case 'slack':
      return { kind: 'slack', url: text(c.slackwebhookURL), secret: '', chatId: '', notes, missing: null };
    case 'telegram': {
      const secret = text(c.telegramBotToken);
      const chatId = text(c.telegramChatID);
      const missing = !/^\d{1,20}:[\w-]{20,100}$/.test(secret) ? 'bot token' : !/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/.test(chatId) ? 'chat id' : null;
      return { kind: 'telegram', url: alertChannelSpecs.telegram.defaultUrl ?? '', secret, chatId, notes, missing };
    }
    case 'webhook': {
      const contentType = text(c.webhookContentType);
      if (contentType === 'custom') notes.push(m.webhookBody('custom'));
      if (contentType === 'form-data') notes.push(m.webhookBody('form-data'));
      if (text(c.webhookAdditionalHeaders)) notes.push(m.webhookHeaders);
      return { kind: 'webhook', url: text(c.webhookURL), secret: '', chatId: '', notes, missing: null };
    }
    case 'mattermost':
      if (text(c.mattermostchannel) || text(c.mattermostusername)) notes.push(m.webhookHeaders);
      return { kind: 'mattermost', url: text(c.mattermostWebhookUrl), secret: '', chatId: '', notes, missing: null };
    case 'teams':
      return { kind: 'teams', url: text(c.webhookUrl), secret: '', chatId: '', notes, missing: null };
    case 'pushover': {
      const secret = text(c.pushoverapptoken);
      return { kind: 'pushover', url: alertChannelSpecs.pushover.defaultUrl ?? '', secret, chatId: '', options: { to: text(c.pushoveruserkey) }, notes, missing: secret ? null : 'application token' };
    }
    case 'matrix': {
      const secret = text(c.accessToken);
      return { kind: 'matrix', url: text(c.homeserverUrl), secret, chatId: '', options: { to: text(c.internalRoomId) }, notes, missing: secret ? null : 'access token' };
    }
    case 'HomeAssistant': {
      const secret = text(c.longLivedAccessToken);
      // Kuma's default service is "notify" (home-assistant.js).
      return { kind: 'homeassistant', url: text(c.homeAssistantUrl), secret, chatId: '', options: { to: text(c.notificationService) || 'notify' }, notes, missing: secret ? null : 'long-lived access token' };
    }
    case 'signal':
      return { kind: 'signal', url: text(c.signalURL), secret: '', chatId: '', options: { to: text(c.signalRecipients), from: text(c.signalNumber) }, notes, missing: null };
    case 'smtp': {
      const host = text(c.smtpHost);
      const port = Number(text(c.smtpPort)) || 587;
      // Kuma's "Secure" is TLS from the first byte; off, nodemailer upgrades with STARTTLS when offered.
      const security = c.smtpSecure === true || c.smtpSecure === 'true' ? 'tls' : 'starttls';
      const username = text(c.smtpUsername);
      return { kind: 'email', url: host ? smtpUrl(host, port) : '', secret: username ? text(c.smtpPassword) : '', chatId: '', options: { host, port, security, username, to: text(c.smtpTo), from: text(c.smtpFrom) }, notes, missing: host ? null : 'SMTP server' };
    }
    default:
      return null;
  }
}

/** The first thing Hearth's own channel form would refuse in a mapped notification, or null. */
function formRefusal(mapped: Mapped, name: string): string | null {
  const o = mapped.options ?? {};
  const checked = alertChannelSaveSchema.safeParse({
    kind: mapped.kind,
    name,
    url: mapped.kind === 'email' ? '' : mapped.url,
    secret: mapped.secret,
    chatId: mapped.chatId,
    to: o.to ?? '',
    from: o.from ?? '',
    host: o.host ?? '',
    port: o.port ?? 587,
    security: o.security ?? 'starttls',
    username: o.username ?? '',
  });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * What becomes of one notification: a channel of the kind Hearth has (ntfy, Gotify, Discord,
 * Slack, Telegram, webhook), or left out with the reason. `existing` holds "kind|name" of the
 * user's channels: one already there is not added twice.
 */
export function planChannel(notification: KumaNotification, policy: ReachPolicy, existing: ReadonlySet<string>): PlannedChannel {
  const mapped = mapProvider(notification.type, notification.config);
  const base = { kumaId: notification.id, name: notification.name.slice(0, 100), kumaType: notification.type || '(none)', enabled: notification.active };
  if (!mapped) return { preview: { ...base, kind: null, host: '', notes: [], leftOut: m.channelMissing(notification.type || '(none)') }, url: '', secret: '', chatId: '', options: noOptions };
  // An SMTP server is host and port (smtp://), which the web-address check does not take.
  const url = mapped.kind === 'email' ? mapped.url : (normaliseUrl(mapped.url) ?? '');
  const notes = notification.active ? mapped.notes : [...mapped.notes, m.channelDisabled];
  const refused = mapped.missing === null ? formRefusal(mapped, base.name || 'Kuma') : null;
  const leftOut =
    mapped.missing !== null
      ? m.channelIncomplete(mapped.missing)
      : refused !== null
        ? m.channelRefused(refused)
      : !url || (mapped.kind === 'ntfy' && !ntfyTarget(url))
        ? m.channelIncomplete('web address Hearth can send to')
        : refusesLiteral(url, policy)
          ? m.loopback
          : existing.has(`${mapped.kind}|${base.name}`)
            ? m.channelAlreadyHere
            : null;
  const host = URL.parse(url)?.host ?? '';
  const { host: _smtpHost, ...options } = mapped.options ?? {};
  return { preview: { ...base, kind: mapped.kind, host, notes, leftOut }, url, secret: mapped.secret, chatId: mapped.kind === 'telegram' ? mapped.chatId : '', options: { ...noOptions, ...options } };
}
