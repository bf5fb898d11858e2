import type { AppContext } from '../../../context.js';
import type { AlertChannelRow, UserRow } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { newId } from '../../../ids.js';
import { checkReach, reachPolicy } from '../../../net/reach.js';
import { secretIsSet } from '../../../../shared/contracts/integrations.js';
import { alertChannelSpecs, type AlertChannel, type AlertChannelSave, type AlertSettingsView, type QuietHours } from '../../../../shared/contracts/monitoring.js';
import { targetOrigin } from '../../../../shared/contracts/integration-targets.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import * as repo from './alerts.repo.js';
import { channelOptions, channelTarget, deliver, openChannelValue, sealChannelValue, type Delivery } from './alert-sender.js';
import { smtpUrl } from './email-sender.js';
import { isTimeZone } from './quiet-hours.js';
import { noOptions, ntfyTarget, type AlertContent, type ChannelOptions, type ChannelTarget } from './webhook-bodies.js';

export const telegramApi = alertChannelSpecs.telegram.defaultUrl!;

/** What the settings screen may see of a channel: never its URL path or secret (either may be a token). */
export function channelView(row: AlertChannelRow, ctx: Pick<AppContext, 'secrets'>): AlertChannel {
  let host: string;
  try {
    const url = URL.parse(openChannelValue(ctx, row.urlSealed));
    host = (row.kind === 'email' ? url?.hostname.replace(/^\[|\]$/g, '') : url?.host) ?? '';
  } catch {
    // The key changed: the channel is shown without its host; saving it again seals anew.
    host = '';
  }
  const options = channelOptions(row);
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    host,
    hasSecret: Boolean(row.secretSealed),
    chatId: row.chatId ?? '',
    to: options.to,
    from: options.from,
    smtp: row.kind === 'email' ? { port: options.port, security: options.security, username: options.username } : null,
    enabled: row.enabled,
    lastSentAt: row.lastSentAt,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt,
  };
}

export function alertSettingsView(ctx: AppContext, userId: string): AlertSettingsView {
  const settings = repo.settingsOf(ctx.db, userId);
  return {
    quietFrom: settings?.quietFrom ?? '',
    quietTo: settings?.quietTo ?? '',
    timeZone: settings?.timeZone ?? 'UTC',
    channels: repo.userChannels(ctx.db, userId).map((row) => channelView(row, ctx)),
  };
}

export function saveQuietHours(ctx: AppContext, userId: string, body: QuietHours): void {
  if (!isTimeZone(body.timeZone)) throw badRequest(m.timeZoneInvalid);
  repo.saveSettings(ctx.db, { userId, quietFrom: body.quietFrom || null, quietTo: body.quietTo || null, timeZone: body.timeZone, updatedAt: new Date().toISOString() });
}

const keeps = (value: string) => value === '' || value === secretIsSet;

/** A saved secret left as "set": kept while the address is on the host it was saved for, else to be typed again. */
function keptSecret(previous: ChannelTarget | null, url: string, name: string): string {
  if (!previous?.secret) return '';
  const before = originOf(previous.url);
  if (before === null || before !== originOf(url)) throw badRequest(m.channelSecretNewHost(name, URL.parse(url)?.host ?? url));
  return previous.secret;
}

/** Where a channel's requests go: a web origin, or an SMTP server's host and port. */
function originOf(url: string): string | null {
  if (url.startsWith('smtp://')) return url.toLowerCase();
  return targetOrigin(url);
}

/** The options a kind keeps: its recipients and sender, and for email the SMTP settings. */
function optionsFor(body: AlertChannelSave): ChannelOptions {
  const spec = alertChannelSpecs[body.kind];
  const base = { ...noOptions, to: spec.to ? body.to : '', from: spec.from ? body.from : '' };
  return body.kind === 'email' ? { ...base, port: body.port, security: body.security, username: body.username } : base;
}

/**
 * The channel a save or a test describes: values left empty (or "set") are the saved ones, but
 * only while the kind is unchanged, and a saved secret only while its address stays on the same
 * host; what each service needs is required.
 */
function resolveTarget(ctx: AppContext, body: AlertChannelSave, saved: AlertChannelRow | undefined): ChannelTarget {
  const spec = alertChannelSpecs[body.kind];
  const previous = saved && saved.kind === body.kind ? channelTarget(ctx, saved) : null;
  const url = body.kind === 'email' ? smtpUrl(body.host, body.port) : keeps(body.url) ? (previous?.url ?? spec.defaultUrl ?? '') : body.url;
  if (!url) throw badRequest(m.channelUrlRequired);
  if (body.kind === 'ntfy' && !ntfyTarget(url)) throw badRequest(m.ntfyTopicMissing);
  const secretName = spec.secret?.name ?? '';
  // An email channel without a user name signs in with nothing: no password is kept.
  const unused = !spec.secret || (body.kind === 'email' && !body.username);
  const secret = unused ? '' : keeps(body.secret) ? keptSecret(previous, url, secretName) : body.secret.trim();
  if ((spec.secret?.required || (body.kind === 'email' && body.username)) && !secret) throw badRequest(m.channelSecretRequired(secretName));
  if (body.kind === 'telegram' && !/^\d{1,20}:[\w-]{20,100}$/.test(secret)) throw badRequest(m.telegramTokenInvalid);
  if (body.kind === 'telegram' && !body.chatId) throw badRequest(m.chatIdRequired);
  if (body.kind === 'pushover' && !/^[A-Za-z0-9]{30}$/.test(secret)) throw badRequest(m.pushoverTokenInvalid);
  if (body.kind === 'apprise' && !body.to && !secret) throw badRequest(m.appriseNeedsTarget);
  return { kind: body.kind, url, secret, chatId: body.chatId, options: optionsFor(body) };
}

function savedChannel(ctx: AppContext, userId: string, id: string | null | undefined): AlertChannelRow | undefined {
  if (!id) return undefined;
  const row = repo.ownChannel(ctx.db, userId, id);
  if (!row) throw notFound(m.channelNotFound);
  return row;
}

export async function saveChannel(ctx: AppContext, user: UserRow, body: AlertChannelSave): Promise<AlertChannel> {
  const saved = savedChannel(ctx, user.id, body.channelId);
  const target = resolveTarget(ctx, body, saved);
  // Alerts are calls the server makes for this user: the reach rule, early and clearly.
  await checkReach(target.url, reachPolicy(user, ctx.config), 'hearth');
  const now = new Date().toISOString();
  const values = {
    kind: body.kind,
    name: body.name,
    urlSealed: sealChannelValue(ctx, target.url),
    secretSealed: target.secret ? sealChannelValue(ctx, target.secret) : null,
    chatId: body.kind === 'telegram' ? body.chatId : null,
    options: JSON.stringify(target.options),
    enabled: body.enabled,
    updatedAt: now,
  };
  const row = saved ? repo.updateChannel(ctx.db, user.id, saved.id, values) : repo.insertChannel(ctx.db, { id: newId(), userId: user.id, createdAt: now, ...values });
  if (!row) throw notFound(m.channelNotFound);
  return channelView(row, ctx);
}

export function removeChannel(ctx: AppContext, userId: string, id: string): void {
  if (!repo.deleteChannel(ctx.db, userId, id)) throw notFound(m.channelNotFound);
}

/** Sends the test alert with the form's values (saved ones where left empty). */
export async function testChannel(ctx: AppContext, user: UserRow, body: AlertChannelSave): Promise<Delivery> {
  const target = resolveTarget(ctx, body, savedChannel(ctx, user.id, body.channelId));
  await checkReach(target.url, reachPolicy(user, ctx.config), 'hearth');
  const content: AlertContent = { event: 'test', title: m.alertTestTitle, body: m.alertTestBody, monitor: null, click: null, at: ctx.clock() };
  return deliver(ctx, user, target, content);
}
