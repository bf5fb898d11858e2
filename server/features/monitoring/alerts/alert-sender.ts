import type { ServerConfig } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { AlertChannelRow, UserRow } from '../../../db/schema/index.js';
import { reachPolicy } from '../../../net/reach.js';
import type { AlertMessage } from '../../../../shared/contracts/monitoring.js';
import { alertChannelLabels } from '../../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { OutboundError, send } from '../outbound.js';
import { channelsOfMonitor, settingsOf, userChannels } from './alerts.repo.js';
import { isQuiet } from './quiet-hours.js';
import { errorDetail, webhookRequest, type AlertContent, type ChannelTarget } from './webhook-bodies.js';

const sendTimeoutMs = 10_000;
const purpose = 'alert-channel';

export type Delivery = { ok: true } | { ok: false; message: string };

/** What sending needs of the server: the database, the secret box, the reach rule's setting, the log. */
export type SenderContext = Pick<AppContext, 'db' | 'secrets' | 'log'> & { config: Pick<ServerConfig, 'loopbackTargets'> };

/** The sealed URL and secret of a channel, opened. */
export function channelTarget(ctx: Pick<AppContext, 'secrets'>, row: AlertChannelRow): ChannelTarget {
  return { kind: row.kind, url: ctx.secrets.open(row.urlSealed, purpose), secret: row.secretSealed ? ctx.secrets.open(row.secretSealed, purpose) : '', chatId: row.chatId ?? '' };
}

export const sealChannelValue = (ctx: Pick<AppContext, 'secrets'>, value: string): string => ctx.secrets.seal(value, purpose);
export const openChannelValue = (ctx: Pick<AppContext, 'secrets'>, value: string): string => ctx.secrets.open(value, purpose);

/** Sends one alert to one service; the answer says what went wrong in words a person can act on. */
export async function deliver(ctx: Pick<SenderContext, 'config'>, owner: UserRow, target: ChannelTarget, content: AlertContent): Promise<Delivery> {
  const service = alertChannelLabels[target.kind];
  const request = webhookRequest(target, content);
  try {
    const answer = await send({ url: request.url, method: 'POST', headers: request.headers, body: request.body, timeoutMs: sendTimeoutMs, reach: reachPolicy(owner, ctx.config), maxBodyBytes: 16 * 1024 });
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    return { ok: false, message: m.channelAnswered(service, answer.status, errorDetail(target.kind, answer.body.toString('utf8'))) };
  } catch (error) {
    return { ok: false, message: m.channelUnreachable(service, error instanceof OutboundError || error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * Sends alerts: to the user's sockets (the tray app's desktop notifications, browser
 * notifications) and to every enabled channel. During the user's quiet hours nothing is sent; a
 * monitor that went down then and is still down when they end is alerted at that moment.
 */
export class AlertSender {
  private readonly held = new Map<string, Map<string, AlertContent>>();

  constructor(
    private readonly ctx: SenderContext,
    private readonly clock: () => number,
    private readonly push: (userId: string, message: AlertMessage) => void,
  ) {}

  async alert(owner: UserRow, content: AlertContent): Promise<void> {
    const monitorId = content.monitor?.id;
    if (isQuiet(this.clock(), settingsOf(this.ctx.db, owner.id))) {
      const held = this.held.get(owner.id) ?? new Map<string, AlertContent>();
      if (monitorId && content.event === 'down') held.set(monitorId, content);
      // Down and up again while it was quiet: nothing to say in the morning.
      if (monitorId && content.event === 'up') held.delete(monitorId);
      if (held.size > 0) this.held.set(owner.id, held);
      else this.held.delete(owner.id);
      return;
    }
    await this.sendNow(owner, content);
  }

  /** Sends what quiet hours held back, for users whose quiet hours have ended; `stillDown` filters. */
  async releaseHeld(userOf: (id: string) => UserRow | undefined, stillDown: (monitorId: string) => boolean): Promise<void> {
    for (const [userId, held] of [...this.held]) {
      const owner = userOf(userId);
      if (!owner) {
        this.held.delete(userId);
        continue;
      }
      if (isQuiet(this.clock(), settingsOf(this.ctx.db, userId))) continue;
      this.held.delete(userId);
      for (const [monitorId, content] of held) if (stillDown(monitorId)) await this.sendNow(owner, content);
    }
  }

  private async sendNow(owner: UserRow, content: AlertContent): Promise<void> {
    this.push(owner.id, { type: 'alert', event: content.event, monitorId: content.monitor?.id ?? null, name: content.monitor?.name ?? '', title: content.title, body: content.body, at: new Date(content.at).toISOString() });
    // A monitor with its own channels (kept from an Uptime Kuma import) alerts only those.
    const own = content.monitor ? channelsOfMonitor(this.ctx.db, content.monitor.id) : new Set<string>();
    const channels = userChannels(this.ctx.db, owner.id).filter((row) => row.enabled && (own.size === 0 || own.has(row.id)));
    await Promise.all(
      channels.map(async (row) => {
        try {
          const outcome = await deliver(this.ctx, owner, channelTarget(this.ctx, row), content);
          if (!outcome.ok) this.ctx.log(`Alert to ${row.kind} channel "${row.name}" failed: ${outcome.message}`);
        } catch (error) {
          this.ctx.log(`Alert to ${row.kind} channel "${row.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  }
}
