import type { Db } from '../../db/client.js';
import type { WidgetRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { findPage } from '../pages/pages.repo.js';
import {
  maxWidgetsPerArea,
  parseWidgetConfig,
  widgetLimitMessage,
  widgetNotFoundMessage,
  widgetOrderMessage,
  type Widget,
  type WidgetAdd,
  type WidgetOrder,
} from '../../../shared/contracts/widgets.js';
import { messages } from '../../../shared/messages.js';
import * as repo from './widgets.repo.js';
import { checkWidgetReferences } from './service-links.js';

function toWidget(row: WidgetRow): Widget {
  return { id: row.id, kind: row.kind, config: row.config, area: row.pageId ?? 'home', createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** "home", or the id of one of the user's own pages; any other page answers like a missing one. */
function pageOfArea(db: Db, userId: string, area: string): string | null {
  if (area === 'home') return null;
  const page = findPage(db, area);
  if (!page || page.userId !== userId) throw notFound(messages.pageNotFound);
  return page.id;
}

export function listWidgets(db: Db, userId: string, area: string): Widget[] {
  return repo.listWidgets(db, userId, pageOfArea(db, userId, area)).map(toWidget);
}

export function addWidget(db: Db, userId: string, body: WidgetAdd): Widget {
  const pageId = pageOfArea(db, userId, body.area);
  const { count, last } = repo.countAndLastPosition(db, userId, pageId);
  if (count >= maxWidgetsPerArea) throw badRequest(widgetLimitMessage);
  checkWidgetReferences(db, userId, body.kind, body.config);
  const now = new Date().toISOString();
  const row = repo.insertWidget(db, { id: newId(), userId, pageId, kind: body.kind, config: body.config as Record<string, unknown>, position: last + 1, createdAt: now, updatedAt: now });
  return toWidget(row);
}

/** New settings are checked against the widget's own kind, which never changes. */
export function saveWidgetConfig(db: Db, userId: string, id: string, config: unknown): Widget {
  const row = repo.findOwnWidget(db, userId, id);
  if (!row) throw notFound(widgetNotFoundMessage);
  const parsed = parseWidgetConfig(row.kind, config);
  if (!parsed.ok) throw badRequest(parsed.message);
  checkWidgetReferences(db, userId, row.kind, parsed.config);
  const updated = repo.updateWidgetConfig(db, userId, id, parsed.config as Record<string, unknown>, new Date().toISOString());
  if (!updated) throw notFound(widgetNotFoundMessage);
  return toWidget(updated);
}

export function removeWidget(db: Db, userId: string, id: string): void {
  if (!repo.deleteWidget(db, userId, id)) throw notFound(widgetNotFoundMessage);
}

/** The order must name each of the area's widgets once: a stale list is refused, not half-applied. */
export function reorderWidgets(db: Db, userId: string, body: WidgetOrder): Widget[] {
  const pageId = pageOfArea(db, userId, body.area);
  const current = new Set(repo.listWidgets(db, userId, pageId).map((w) => w.id));
  const given = new Set(body.ids);
  if (given.size !== body.ids.length || given.size !== current.size || body.ids.some((id) => !current.has(id))) throw badRequest(widgetOrderMessage);
  repo.setPositions(db, userId, body.ids);
  return repo.listWidgets(db, userId, pageId).map(toWidget);
}
