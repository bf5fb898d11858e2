import type { KumaChannelPreview } from '../../../../shared/contracts/imports-kuma.js';
import { alertChannelSpecs, type AlertChannelKind } from '../../../../shared/contracts/monitoring.js';
import { normaliseUrl } from '../../../../shared/contracts/urls.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import { refusesLiteral, type ReachPolicy } from '../../../net/reach.js';
import { ntfyTarget } from '../../monitoring/alerts/webhook-bodies.js';
import type { KumaNotification } from './kuma.parse.js';

/** A Kuma notification as the alert channel the import adds: its address and secret in clear until sealed on apply. */
export interface PlannedChannel {
  preview: KumaChannelPreview;
  url: string;
  secret: string;
  chatId: string;
}

interface Mapped {
  kind: AlertChannelKind;
  url: string;
  secret: string;
  chatId: string;
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
    default:
      return null;
  }
}

/**
 * What becomes of one notification: a channel of the kind Hearth has (ntfy, Gotify, Discord,
 * Slack, Telegram, webhook), or left out with the reason. `existing` holds "kind|name" of the
 * user's channels: one already there is not added twice.
 */
export function planChannel(notification: KumaNotification, policy: ReachPolicy, existing: ReadonlySet<string>): PlannedChannel {
  const mapped = mapProvider(notification.type, notification.config);
  const base = { kumaId: notification.id, name: notification.name.slice(0, 100), kumaType: notification.type || '(none)', enabled: notification.active };
  if (!mapped) return { preview: { ...base, kind: null, host: '', notes: [], leftOut: m.channelMissing(notification.type || '(none)') }, url: '', secret: '', chatId: '' };
  const url = normaliseUrl(mapped.url) ?? '';
  const notes = notification.active ? mapped.notes : [...mapped.notes, m.channelDisabled];
  const leftOut =
    mapped.missing !== null
      ? m.channelIncomplete(mapped.missing)
      : !url || (mapped.kind === 'ntfy' && !ntfyTarget(url))
        ? m.channelIncomplete('web address Hearth can send to')
        : refusesLiteral(url, policy)
          ? m.loopback
          : existing.has(`${mapped.kind}|${base.name}`)
            ? m.channelAlreadyHere
            : null;
  const host = URL.parse(url)?.host ?? '';
  return { preview: { ...base, kind: mapped.kind, host, notes, leftOut }, url, secret: mapped.secret, chatId: mapped.kind === 'telegram' ? mapped.chatId : '' };
}
