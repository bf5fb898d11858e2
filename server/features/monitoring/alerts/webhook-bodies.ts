import { createHmac } from 'node:crypto';
import type { AlertChannelKind, AlertEvent, MonitorKind, SmtpSecurity } from '../../../../shared/contracts/monitoring.js';
import { serviceErrorDetail, serviceRequest } from './service-bodies.js';

/**
 * The request each alert service expects, built from its own documentation:
 * - ntfy, "Publish as JSON": POST the message object to the server's root URL with `topic`,
 *   `title`, `message`, `priority` (1-5), `tags` (emoji short codes) and `click`; an access token
 *   goes in `Authorization: Bearer` (https://docs.ntfy.sh/publish/#publish-as-json,
 *   https://docs.ntfy.sh/publish/#access-tokens).
 * - Gotify, "Create a message": POST {base}/message with the application token in `X-Gotify-Key`
 *   and `{ title, message, priority }`; `message` is required (https://gotify.net/api-docs,
 *   gotify/server model/message.go).
 * - Discord, "Execute Webhook": POST the webhook URL with `content` and/or up to 10 `embeds`
 *   (title up to 256, description up to 4096 characters); `allowed_mentions` with no parse list
 *   keeps a name like "@everyone" from pinging anyone
 *   (https://discord.com/developers/docs/resources/webhook#execute-webhook).
 * - Slack, incoming webhooks: POST `{ text }` to the webhook URL; in text, &, < and > must be
 *   escaped (https://api.slack.com/messaging/webhooks, https://api.slack.com/reference/surfaces/formatting#escaping).
 * - Telegram Bot API, sendMessage: POST {base}/bot{token}/sendMessage with `chat_id` and `text`
 *   (1-4096 characters) (https://core.telegram.org/bots/api#sendmessage).
 * - A generic JSON webhook: Hearth's own body below, signed like GitHub's webhooks when a secret
 *   is set: `X-Hearth-Signature-256: sha256=<HMAC-SHA256 of the body, hex>`.
 * The services added later are in service-bodies.ts; email goes over SMTP (email-sender.ts).
 */

export interface AlertContent {
  event: AlertEvent;
  title: string;
  body: string;
  /** The monitored thing, null for a test. */
  monitor: { id: string; name: string; kind: MonitorKind; target: string } | null;
  /** The address to open from the notification, when there is one. */
  click: string | null;
  at: number;
}

/** What a channel keeps that is not secret, beyond its address (the `options` column). */
export interface ChannelOptions {
  to: string;
  from: string;
  port: number;
  security: SmtpSecurity;
  username: string;
}

export const noOptions: ChannelOptions = { to: '', from: '', port: 587, security: 'starttls', username: '' };

export interface ChannelTarget {
  kind: AlertChannelKind;
  url: string;
  secret: string;
  chatId: string;
  options: ChannelOptions;
}

export interface WebhookRequest {
  /** POST unless said. */
  method?: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: string;
}

const json = { 'content-type': 'application/json' };

/** ntfy topics: letters, digits, - and _, at most 64 (ntfy's topic rule). */
export const ntfyTopicPattern = /^[-_A-Za-z0-9]{1,64}$/;

/** The root URL and topic of an ntfy topic URL (https://ntfy.sh/my-alerts), or null. */
export function ntfyTarget(url: string): { root: string; topic: string } | null {
  const parsed = URL.parse(url);
  if (!parsed) return null;
  const parts = parsed.pathname.split('/').filter(Boolean);
  const topic = parts.pop();
  if (!topic || !ntfyTopicPattern.test(topic)) return null;
  return { root: `${parsed.origin}/${parts.map((p) => `${p}/`).join('')}`, topic };
}

const ntfyPriority: Record<AlertEvent, number> = { down: 4, up: 3, certificate: 3, test: 3 };
const ntfyTags: Record<AlertEvent, string[]> = { down: ['rotating_light'], up: ['white_check_mark'], certificate: ['warning'], test: ['bell'] };
const gotifyPriority: Record<AlertEvent, number> = { down: 8, up: 5, certificate: 5, test: 5 };
const discordColour: Record<AlertEvent, number> = { down: 0xd93025, up: 0x1e8e3e, certificate: 0xf29900, test: 0x1a73e8 };

const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The generic webhook's body: stable field names a script can rely on. */
export function genericBody(content: AlertContent): Record<string, unknown> {
  return {
    event: content.event,
    title: content.title,
    message: content.body,
    monitor: content.monitor,
    at: new Date(content.at).toISOString(),
  };
}

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function webhookRequest(channel: ChannelTarget, content: AlertContent): WebhookRequest {
  switch (channel.kind) {
    case 'ntfy': {
      const target = ntfyTarget(channel.url);
      const root = target?.root ?? channel.url;
      const body = {
        topic: target?.topic ?? '',
        title: cut(content.title, 250),
        message: cut(content.body, 4000),
        priority: ntfyPriority[content.event],
        tags: ntfyTags[content.event],
        ...(content.click ? { click: content.click } : {}),
      };
      return { url: root, headers: { ...json, ...(channel.secret ? { authorization: `Bearer ${channel.secret}` } : {}) }, body: JSON.stringify(body) };
    }
    case 'gotify':
      return {
        url: `${trimSlash(channel.url)}/message`,
        headers: { ...json, 'x-gotify-key': channel.secret },
        body: JSON.stringify({ title: content.title, message: content.body, priority: gotifyPriority[content.event] }),
      };
    case 'discord':
      return {
        url: channel.url,
        headers: json,
        body: JSON.stringify({
          username: 'Hearth',
          allowed_mentions: { parse: [] },
          embeds: [
            {
              title: cut(content.title, 256),
              description: cut(content.body, 4096),
              color: discordColour[content.event],
              timestamp: new Date(content.at).toISOString(),
              ...(content.click ? { url: content.click } : {}),
            },
          ],
        }),
      };
    case 'slack':
      return { url: channel.url, headers: json, body: JSON.stringify({ text: `*${slackEscape(content.title)}*\n${slackEscape(content.body)}` }) };
    case 'telegram': {
      const chatId = /^-?\d+$/.test(channel.chatId) ? Number(channel.chatId) : channel.chatId;
      return {
        url: `${trimSlash(channel.url)}/bot${channel.secret}/sendMessage`,
        headers: json,
        body: JSON.stringify({ chat_id: chatId, text: cut(`${content.title}\n${content.body}`, 4096) }),
      };
    }
    case 'webhook': {
      const body = JSON.stringify(genericBody(content));
      return {
        url: channel.url,
        headers: { ...json, 'x-hearth-event': content.event, ...(channel.secret ? { 'x-hearth-signature-256': signature(channel.secret, body) } : {}) },
        body,
      };
    }
    case 'email':
      throw new Error('Email is sent over SMTP, not HTTP.');
    case 'pushover':
    case 'matrix':
    case 'mattermost':
    case 'teams':
    case 'homeassistant':
    case 'signal':
    case 'apprise':
      return serviceRequest(channel.kind, channel, content);
  }
}

/** The useful part of a service's error answer, for the message a person sees. */
export function errorDetail(kind: AlertChannelKind, text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text.trim().slice(0, 200);
  }
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const pick = (...keys: string[]) => keys.map((key) => record[key]).find((v): v is string => typeof v === 'string') ?? '';
  switch (kind) {
    case 'ntfy':
      return pick('error');
    case 'gotify':
      return pick('errorDescription', 'error');
    case 'discord':
      return pick('message');
    case 'telegram':
      return pick('description');
    case 'slack':
    case 'webhook':
    case 'email':
      return pick('message', 'error', 'description') || text.trim().slice(0, 200);
    case 'pushover':
    case 'matrix':
    case 'mattermost':
    case 'teams':
    case 'homeassistant':
    case 'signal':
    case 'apprise':
      return serviceErrorDetail(kind, record) || text.trim().slice(0, 200);
  }
}
