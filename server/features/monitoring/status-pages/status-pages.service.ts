import type { AppContext } from '../../../context.js';
import type { StatusIncidentRow, StatusPageRow, UserRow } from '../../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { newId } from '../../../ids.js';
import { statusPageLimits, type incidentSaveSchema, type StatusIncident, type StatusPageInput, type StatusPageView } from '../../../../shared/contracts/status-pages.js';
import { statusPageMessages as m } from '../../../../shared/messages.js';
import type { z } from 'zod';
import { userMonitors } from '../monitors.repo.js';
import * as repo from './status-pages.repo.js';

type IncidentInput = z.output<typeof incidentSaveSchema>;
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function incidentView(row: StatusIncidentRow): StatusIncident {
  return { _id: row.id, title: row.title, body: row.body, format: row.format, severity: row.severity, createdAt: new Date(row.createdAt).toISOString(), resolvedAt: iso(row.resolvedAt) };
}

export function pageView(ctx: Pick<AppContext, 'db'>, row: StatusPageRow): StatusPageView {
  const incidents = repo.pageIncidents(ctx.db, row.id).map(incidentView);
  return { _id: row.id, slug: row.slug, title: row.title, description: row.description, groups: row.groups, customDomain: row.customDomain, showAddresses: row.showAddresses, incidents, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export function listPages(ctx: AppContext, userId: string): StatusPageView[] {
  return repo.userPages(ctx.db, userId).map((row) => pageView(ctx, row));
}

export function ownPage(ctx: AppContext, userId: string, id: string): StatusPageRow {
  const row = repo.ownPage(ctx.db, userId, id);
  if (!row) throw notFound(m.notFound);
  return row;
}

/** Names the server itself answers on: a page's domain there would take over the dashboard's "/". */
function hearthNames(ctx: AppContext): Set<string> {
  return new Set(['localhost', ctx.config.host, ...ctx.lan.names, ...ctx.lan.ips].map((name) => name.toLowerCase()));
}

/** The columns of a save, after the rules that need the database: own monitors, free slug and domain. */
function columnsOf(ctx: AppContext, user: UserRow, input: StatusPageInput, id: string | null) {
  const own = new Set(userMonitors(ctx.db, user.id).map((row) => row.id));
  const groups = input.groups.map((group) => ({ name: group.name, monitorIds: [...new Set(group.monitorIds)] }));
  if (groups.some((group) => group.monitorIds.some((monitorId) => !own.has(monitorId)))) throw badRequest(m.monitorUnknown);
  const bySlug = repo.pageBySlug(ctx.db, input.slug);
  if (bySlug && bySlug.id !== id) throw new HttpError(409, m.slugTaken);
  const domain = input.customDomain;
  if (domain) {
    const before = id ? repo.ownPage(ctx.db, user.id, id)?.customDomain : null;
    // A domain only an admin could set stays as it is when another user saves other fields.
    if (domain !== before && !user.isSuperAdmin) throw new HttpError(403, m.domainAdminOnly);
    if (hearthNames(ctx).has(domain)) throw badRequest(m.domainHearths);
    const byDomain = repo.pageByDomain(ctx.db, domain);
    if (byDomain && byDomain.id !== id) throw new HttpError(409, m.domainTaken);
  }
  return { slug: input.slug, title: input.title, description: input.description, groups, customDomain: domain, showAddresses: input.showAddresses, updatedAt: new Date(ctx.clock()).toISOString() };
}

export function createPage(ctx: AppContext, user: UserRow, input: StatusPageInput): StatusPageView {
  if (repo.countUserPages(ctx.db, user.id) >= statusPageLimits.perUser) throw new HttpError(409, m.tooManyPages(statusPageLimits.perUser));
  const columns = columnsOf(ctx, user, input, null);
  return pageView(ctx, repo.insertPage(ctx.db, { id: newId(), userId: user.id, ...columns, createdAt: columns.updatedAt }));
}

export function editPage(ctx: AppContext, user: UserRow, id: string, input: StatusPageInput): StatusPageView {
  ownPage(ctx, user.id, id);
  const row = repo.updatePage(ctx.db, user.id, id, columnsOf(ctx, user, input, id));
  if (!row) throw notFound(m.notFound);
  return pageView(ctx, row);
}

export function removePage(ctx: AppContext, userId: string, id: string): void {
  if (!repo.deletePage(ctx.db, userId, id)) throw notFound(m.notFound);
}

export function postIncident(ctx: AppContext, userId: string, pageId: string, input: IncidentInput): StatusIncident {
  ownPage(ctx, userId, pageId);
  const now = ctx.clock();
  const row = repo.insertIncident(ctx.db, { id: newId(), pageId, title: input.title, body: input.body, format: input.format, severity: input.severity, createdAt: now, resolvedAt: input.resolved ? now : null });
  return incidentView(row);
}

/** Edits an incident; "resolved" keeps the first time it was marked so, and unticking clears it. */
export function editIncident(ctx: AppContext, userId: string, pageId: string, id: string, input: IncidentInput): StatusIncident {
  ownPage(ctx, userId, pageId);
  const old = repo.pageIncidents(ctx.db, pageId, 1000).find((row) => row.id === id);
  if (!old) throw notFound(m.incidentNotFound);
  const resolvedAt = input.resolved ? (old.resolvedAt ?? ctx.clock()) : null;
  const row = repo.updateIncident(ctx.db, pageId, id, { title: input.title, body: input.body, format: input.format, severity: input.severity, resolvedAt });
  if (!row) throw notFound(m.incidentNotFound);
  return incidentView(row);
}

export function removeIncident(ctx: AppContext, userId: string, pageId: string, id: string): void {
  ownPage(ctx, userId, pageId);
  if (!repo.deleteIncident(ctx.db, pageId, id)) throw notFound(m.incidentNotFound);
}
