import { randomUUID } from 'node:crypto';
import { listOf } from '../../../../shared/contracts/alert-channels.js';
import type { AlertChannelKind, AlertEvent } from '../../../../shared/contracts/monitoring.js';
import type { AlertContent, ChannelTarget, WebhookRequest } from './webhook-bodies.js';

/**
 * The requests of the services added in issue 46, each as its own documentation describes it:
 * - Pushover, "Sending messages": POST {base}/1/messages.json with `token`, `user`, `message`
 *   (up to 1024 characters), `title` (250), `priority` (-2 to 2), `url` (512), `timestamp`
 *   (https://pushover.net/api#messages); JSON bodies are accepted.
 * - Matrix client-server API, "PUT /_matrix/client/v3/rooms/{roomId}/send/{eventType}/{txnId}":
 *   an `m.room.message` with `msgtype: m.text` and `body`, the access token in
 *   `Authorization: Bearer`; the transaction id makes a retried request idempotent
 *   (https://spec.matrix.org/v1.11/client-server-api/#put_matrixclientv3roomsroomidsendeventtypetxnid).
 * - Mattermost incoming webhooks: POST the hook URL with `{ text }` (Markdown), optional
 *   `username` (https://developers.mattermost.com/integrate/webhooks/incoming/).
 * - Microsoft Teams Workflows ("Post to a channel when a webhook request is received"): POST the
 *   flow's URL with `{ type: "message", attachments: [{ contentType:
 *   "application/vnd.microsoft.card.adaptive", content: AdaptiveCard }] }`
 *   (https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/connectors-using#send-adaptive-cards-using-an-incoming-webhook,
 *   https://adaptivecards.io/explorer/AdaptiveCard.html).
 * - Home Assistant REST API: POST {base}/api/services/notify/{service} with a long-lived token
 *   in `Authorization: Bearer` and `{ message, title }` (https://developers.home-assistant.io/docs/api/rest/,
 *   https://www.home-assistant.io/integrations/notify/).
 * - signal-cli REST API: POST {base}/v2/send with `{ message, number, recipients }`
 *   (bbernhard/signal-cli-rest-api doc/EXAMPLES.md, its Swagger page); 201 with a timestamp.
 * - Apprise API: POST {base}/notify/{key} with `{ title, body, type }` for a saved
 *   configuration, or POST {base}/notify with `{ urls, title, body, type }` (caronc/apprise-api README, "API Details").
 */

const json = { 'content-type': 'application/json' };
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

const pushoverPriority: Record<AlertEvent, number> = { down: 1, up: 0, certificate: 0, test: 0 };
const teamsColour: Record<AlertEvent, string> = { down: 'Attention', up: 'Good', certificate: 'Warning', test: 'Accent' };
const appriseType: Record<AlertEvent, string> = { down: 'failure', up: 'success', certificate: 'warning', test: 'info' };

export type ServiceKind = 'pushover' | 'matrix' | 'mattermost' | 'teams' | 'homeassistant' | 'signal' | 'apprise';

export function serviceRequest(kind: ServiceKind, channel: ChannelTarget, content: AlertContent): WebhookRequest {
  const { to, from } = channel.options;
  switch (kind) {
    case 'pushover':
      return {
        url: `${trimSlash(channel.url)}/1/messages.json`,
        headers: json,
        body: JSON.stringify({
          token: channel.secret,
          user: to,
          title: cut(content.title, 250),
          message: cut(content.body || content.title, 1024),
          priority: pushoverPriority[content.event],
          timestamp: Math.floor(content.at / 1000),
          ...(content.click ? { url: cut(content.click, 512) } : {}),
        }),
      };
    case 'matrix':
      return {
        method: 'PUT',
        url: `${trimSlash(channel.url)}/_matrix/client/v3/rooms/${encodeURIComponent(to)}/send/m.room.message/hearth-${randomUUID()}`,
        headers: { ...json, authorization: `Bearer ${channel.secret}` },
        body: JSON.stringify({ msgtype: 'm.text', body: `${content.title}\n${content.body}` }),
      };
    case 'mattermost':
      return { url: channel.url, headers: json, body: JSON.stringify({ username: 'Hearth', text: `#### ${content.title}\n${content.body}` }) };
    case 'teams':
      return { url: channel.url, headers: json, body: JSON.stringify(teamsMessage(content)) };
    case 'homeassistant':
      return {
        url: `${trimSlash(channel.url)}/api/services/notify/${to}`,
        headers: { ...json, authorization: `Bearer ${channel.secret}` },
        body: JSON.stringify({ title: content.title, message: content.body || content.title }),
      };
    case 'signal':
      return { url: `${trimSlash(channel.url)}/v2/send`, headers: json, body: JSON.stringify({ message: `${content.title}\n${content.body}`, number: from, recipients: listOf(to) }) };
    case 'apprise': {
      const base = { title: content.title, body: content.body || content.title, type: appriseType[content.event] };
      if (to) return { url: `${trimSlash(channel.url)}/notify/${to}`, headers: json, body: JSON.stringify(base) };
      return { url: `${trimSlash(channel.url)}/notify`, headers: json, body: JSON.stringify({ urls: channel.secret, ...base }) };
    }
  }
}

/** A Workflows message holding one Adaptive Card: the title in the event's colour, the text below. */
function teamsMessage(content: AlertContent) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: content.title, weight: 'Bolder', size: 'Medium', color: teamsColour[content.event], wrap: true },
            { type: 'TextBlock', text: content.body, wrap: true },
          ],
          ...(content.click ? { actions: [{ type: 'Action.OpenUrl', title: 'Open', url: content.click }] } : {}),
        },
      },
    ],
  };
}

/** The service's own words from an error answer (already parsed JSON), or '' to fall back on the text. */
export function serviceErrorDetail(kind: ServiceKind, record: Record<string, unknown>): string {
  const pick = (...keys: string[]) => keys.map((key) => record[key]).find((v): v is string => typeof v === 'string') ?? '';
  switch (kind) {
    case 'pushover':
      return Array.isArray(record.errors) ? record.errors.filter((e) => typeof e === 'string').join('; ') : '';
    case 'matrix':
      return [pick('errcode'), pick('error')].filter(Boolean).join(': ');
    case 'teams': {
      const error = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : {};
      return typeof error.message === 'string' ? error.message : pick('message');
    }
    case 'mattermost':
    case 'homeassistant':
      return pick('message');
    case 'signal':
    case 'apprise':
      return pick('error', 'message');
  }
}

/** A 2xx that still delivered nothing: Apprise answers 204 when a key holds no configuration. */
export function emptySuccess(kind: AlertChannelKind, status: number, channel: ChannelTarget): string | null {
  if (kind === 'apprise' && status === 204 && channel.options.to) return `no configuration is saved under the key "${channel.options.to}"`;
  return null;
}
