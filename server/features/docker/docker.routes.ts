import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { containerActions, containerBindingSchema, dockerHostCreateSchema, dockerHostPatchSchema, type ContainerAction } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import type { UserRow } from '../../db/schema/index.js';
import * as hosts from './docker.service.js';
import { listHosts, setBinding, boundLinks } from './docker.repo.js';
import type { Engines } from './engines.js';
import { actionCall, actionTimeoutMs, engineFailure, linkContainers } from './container-actions.js';

function param(req: Request, name: string, message: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id || id.length > 200) throw notFound(message);
  return id;
}

function superAdmin(req: Request): UserRow {
  const user = currentUser(req);
  if (!user.isSuperAdmin) throw new HttpError(403, m.adminOnly);
  return user;
}

/** Docker hosts (super admins), their containers (everyone signed in) and links bound to them (issue 42). */
export function dockerRoutes(ctx: AppContext, engines: Engines): Router {
  const router = Router();

  router.get('/docker/hosts', (req, res) => {
    superAdmin(req);
    res.json({ error: false, message: { items: listHosts(ctx.db).map((row) => hosts.hostView(ctx, row)) } });
  });

  router.post('/docker/hosts', async (req, res) => {
    const user = superAdmin(req);
    const row = await hosts.createHost(ctx, user, parse(dockerHostCreateSchema, req.body));
    res.status(201).json({ error: false, message: { host: hosts.hostView(ctx, row), text: m.hostSaved } });
  });

  router.get('/docker/hosts/:id', (req, res) => {
    superAdmin(req);
    res.json({ error: false, message: hosts.hostView(ctx, hosts.ownHost(ctx, param(req, 'id', m.hostNotFound))) });
  });

  router.patch('/docker/hosts/:id', async (req, res) => {
    const user = superAdmin(req);
    const id = param(req, 'id', m.hostNotFound);
    const row = await hosts.patchHost(ctx, user, id, parse(dockerHostPatchSchema, req.body));
    engines.forget(id);
    res.json({ error: false, message: { host: hosts.hostView(ctx, row), text: m.hostSaved } });
  });

  router.delete('/docker/hosts/:id', (req, res) => {
    superAdmin(req);
    const id = param(req, 'id', m.hostNotFound);
    hosts.removeHost(ctx, id);
    engines.forget(id);
    res.json({ error: false, message: m.hostDeleted });
  });

  // Test connection: the engine's version and the API version Hearth speaks with it, asked afresh.
  router.post('/docker/hosts/:id/test', async (req, res) => {
    superAdmin(req);
    const id = param(req, 'id', m.hostNotFound);
    const row = hosts.ownHost(ctx, id);
    engines.forget(id);
    const info = await engines.client(row).info().catch((error: unknown) => {
      throw engineFailure(error);
    });
    res.json({ error: false, message: info });
  });

  router.get('/docker/containers', async (_req, res) => {
    res.json({ error: false, message: await engines.listAll() });
  });

  router.post('/docker/containers/:host/:id/:action', async (req, res) => {
    superAdmin(req);
    const action = String(req.params.action);
    if (!(containerActions as readonly string[]).includes(action)) throw notFound();
    const row = hosts.ownHost(ctx, param(req, 'host', m.hostNotFound));
    const id = param(req, 'id', m.containerNotFound);
    const call = actionCall(action as ContainerAction, id);
    await engines
      .client(row)
      .json(call.path, { method: 'POST', query: call.query, timeoutMs: actionTimeoutMs })
      .catch((error: unknown) => {
        throw engineFailure(error);
      });
    await engines.touched(row, id);
    const { items } = await engines.listHost(row);
    const container = items.find((item) => item.id === id || item.name === id) ?? null;
    res.json({ error: false, message: { text: m.actionDone(action, container?.name ?? id), container } });
  });

  router.get('/docker/links', async (req, res) => {
    const links = boundLinks(ctx.db, currentUser(req).id);
    const { items } = links.length ? await engines.listAll() : { items: [] };
    res.json({ error: false, message: { items: linkContainers(links, items) } });
  });

  router.post('/docker/links/:listingId/container', (req, res) => {
    const body = parse(containerBindingSchema, req.body);
    if (body.host) hosts.ownHost(ctx, body.host);
    const binding = { containerHostId: body.host || null, containerName: body.name || null, containerLabel: body.label || null };
    if (!setBinding(ctx.db, currentUser(req).id, param(req, 'listingId', m.linkNotFound), binding)) throw notFound(m.linkNotFound);
    res.json({ error: false, message: m.bindingSaved });
  });

  return router;
}
