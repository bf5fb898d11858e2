import type { ServerConfig } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { AlertChannelRow, UserRow } from '../../../db/schema/index.js';
import { reachPolicy } from '../../../net/reach.js';
import type { AlertMessage } from '../../../../shared/contracts/monitoring.js';
import { alertChannelLabels } from '../../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { findUserById } from '../../auth/users.repo.js';
import { OutboundError, send } from '../outbound.js';
import { realClock, type Clock } from '../scheduler.js';
import { channelsOfMonitor, markFailed, markSent, ownChannel, settingsOf, userChannels } from './alerts.repo.js';
import { sendEmail } from './email-sender.js';
import { isQuiet } from './quiet-hours.js';
import { RetryQueue, retryDelaysMs } from './retry-queue.js';
import { emptySuccess } from './service-bodies.js';
import { errorDetail, noOptions, webhookRequest, type AlertContent, type ChannelOptions, type ChannelTarget } from './webhook-bodies.js';

const sendTimeoutMs = 10_000;
const purpose = 'alert-channel';

export type Delivery = { ok: true } | { ok: false; message: string };

/** What sending needs of the server: the database, the secret box, the reach rule's setting, the log. */
export type SenderContext = Pick<AppContext, 'db' | 'secrets' | 'log'> & { config: Pick<ServerConfig, 'loopbackTargets'> };

/** The sealed URL and secret of a channel, opened. */
export function channelTarget(ctx: Pick<AppContext, 'secrets'>, row: AlertChannelRow): ChannelTarget {
  return { kind: row.kind, url: ctx.secrets.open(row.urlSealed, purpose), secret: row.secretSealed ? ctx.secrets.open(row.secretSealed, purpose) : '', chatId: row.chatId ?? '', options: channelOptions(row) };
}

/** The channel's options column, read leniently: a row from before it has '{}'. */
export function channelOptions(row: Pick<AlertChannelRow, 'options'>): ChannelOptions {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.options);
  } catch {
    parsed = {};
  }
  const value = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const text = (key: keyof ChannelOptions) => (typeof value[key] === 'string' ? value[key] : '');
  const security = value.security === 'none' || value.security === 'tls' ? value.security : 'starttls';
  return { ...noOptions, to: text('to'), from: text('from'), username: text('username'), port: typeof value.port === 'number' ? value.port : noOptions.port, security };
}

export const sealChannelValue = (ctx: Pick<AppContext, 'secrets'>, value: string): string => ctx.secrets.seal(value, purpose);
export const openChannelValue = (ctx: Pick<AppContext, 'secrets'>, value: string): string => ctx.secrets.open(value, purpose);

/** Sends one alert to one service; the answer says what went wrong in words a person can act on. */
export async function deliver(ctx: Pick<SenderContext, 'config'>, owner: UserRow, target: ChannelTarget, content: AlertContent): Promise<Delivery> {
  const service = alertChannelLabels[target.kind];
  if (target.kind === 'email') return sendEmail(target, content, reachPolicy(owner, ctx.config), sendTimeoutMs);
  const request = webhookRequest(target, content);
  try {
    const answer = await send({ url: request.url, method: request.method ?? 'POST', headers: request.headers, body: request.body, timeoutMs: sendTimeoutMs, reach: reachPolicy(owner, ctx.config), maxBodyBytes: 16 * 1024 });
    const empty = emptySuccess(target.kind, answer.status, target);
    if (empty) return { ok: false, message: m.channelAnswered(service, answer.status, empty) };
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    return { ok: false, message: m.channelAnswered(service, answer.status, errorDetail(target.kind, answer.body.toString('utf8'))) };
  } catch (error) {
    return { ok: false, message: m.channelUnreachable(service, error instanceof OutboundError || error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * Sends alerts: to the user's sockets (the tray app's desktop notifications, browser
 * notifications) and to every enabled channel. During the user's quiet hours nothing is sent; a
 * monitor that went down then and is still down when they end is alerted at that moment. A send
 * that fails is tried again after 30 s, 2 and 10 minutes (retry-queue.ts); each outcome is kept
 * on the channel, for the settings screen.
 */
export class AlertSender {
  private readonly held = new Map<string, Map<string, AlertContent>>();
  private readonly retries: RetryQueue;

  constructor(
    private readonly ctx: SenderContext,
    private readonly clock: () => number,
    private readonly push: (userId: string, message: AlertMessage) => void,
    timers: Pick<Clock, 'setTimer' | 'clearTimer'> = realClock,
  ) {
    this.retries = new RetryQueue(timers, ctx.log);
  }

  /** How many alerts wait to be tried again on a channel. */
  waiting(channelId: string): number {
    return this.retries.count(channelId);
  }

  stop(): void {
    this.retries.stop();
  }

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
    // A monitor with its own channels (kept from an Uptime Kuma import, or chosen on its page) alerts only those.
    const own = content.monitor ? channelsOfMonitor(this.ctx.db, content.monitor.id) : new Set<string>();
    const channels = userChannels(this.ctx.db, owner.id).filter((row) => row.enabled && (own.size === 0 || own.has(row.id)));
    await Promise.all(channels.map((row) => this.toChannel(owner, row, content, 0)));
  }

  /** One try of one alert on one channel; a failure is kept on the channel and tried again later, up to the last wait. */
  private async toChannel(owner: UserRow, row: AlertChannelRow, content: AlertContent, attempt: number): Promise<void> {
    let outcome: Delivery;
    try {
      outcome = await deliver(this.ctx, owner, channelTarget(this.ctx, row), content);
    } catch (error) {
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    const at = new Date(this.clock()).toISOString();
    if (outcome.ok) return markSent(this.ctx.db, row.id, at);
    markFailed(this.ctx.db, row.id, outcome.message, at);
    const wait = retryDelaysMs[attempt];
    this.ctx.log(`Alert to ${row.kind} channel "${row.name}" failed (try ${attempt + 1} of ${retryDelaysMs.length + 1}${wait === undefined ? ', given up' : ''}): ${outcome.message}`);
    if (wait === undefined) return;
    this.retries.later(row.id, wait, async () => {
      // The channel as it is by then: edited, switched off or deleted meanwhile counts.
      const now = ownChannel(this.ctx.db, owner.id, row.id);
      const user = findUserById(this.ctx.db, owner.id);
      if (now?.enabled && user) await this.toChannel(user, now, content, attempt + 1);
    });
  }
}
