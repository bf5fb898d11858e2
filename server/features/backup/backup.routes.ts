import { Router, type Request, type RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { backupCreateSchema, backupExtension, backupScheduleSchema, restoreFieldsSchema, setupRestoreFieldsSchema } from '../../../shared/contracts/backup.js';
import { backupMessages, messages } from '../../../shared/messages.js';
import { requireSuperAdmin } from '../../http/auth.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { hasUsers } from '../auth/auth.service.js';
import { codeMatches } from '../setup/setup.service.js';
import { BackupService } from './backup.service.js';

/** The largest archive a restore accepts. */
const maxArchiveBytes = 4 * 1024 * 1024 * 1024;

/**
 * The multipart field "backup" streamed to a hidden file in backups/ (0600, removed after the
 * restore either way), beside the text fields. Mounted after the permission check.
 */
function receiveArchive(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const { default: multer } = await import('multer');
    const dir = join(ctx.config.dataDir, 'backups');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const handler = multer({
      storage: multer.diskStorage({
        destination: dir,
        filename: (_req, _file, done) => done(null, `.upload-${randomBytes(8).toString('hex')}`),
      }),
      limits: { fileSize: maxArchiveBytes, files: 1, fields: 5, parts: 6 },
    }).single('backup');
    handler(req, res, (err?: unknown) => {
      if (!err) {
        if (req.file) chmodSync(req.file.path, 0o600);
        return next();
      }
      const { name, code } = (err ?? {}) as { name?: string; code?: string };
      next(name === 'MulterError' && code === 'LIMIT_FILE_SIZE' ? new HttpError(413, backupMessages.backupTooLarge) : badRequest(backupMessages.selectBackup));
    });
  };
}

function uploadedArchive(req: Request): string {
  if (!req.file) throw badRequest(backupMessages.selectBackup);
  return req.file.path;
}

/** The routes for the one-time setup screen, open without a session (they check the setup code). */
export function setupRestoreRoutes(ctx: AppContext, service: BackupService): Router {
  const router = Router();
  const mustBeEmpty: RequestHandler = (_req, _res, next) => {
    if (hasUsers(ctx.db)) return next(new HttpError(409, backupMessages.setupClosed));
    next();
  };
  router.post('/setup/restore', mustBeEmpty, receiveArchive(ctx), async (req, res) => {
    try {
      const fields = parse(setupRestoreFieldsSchema, req.body);
      if (hasUsers(ctx.db)) throw new HttpError(409, backupMessages.setupClosed);
      if (!ctx.setup.code || !codeMatches(ctx.setup.code, fields.code)) throw badRequest(messages.setupCodeInvalid);
      await service.restore(uploadedArchive(req), fields.passphrase, { safetyBackup: false });
      res.json({ error: false, message: backupMessages.restored });
    } finally {
      if (req.file) rmSync(req.file.path, { force: true });
    }
  });
  return router;
}

/** Super-admin routes: back up now, the list and schedule, download, restore. */
export function backupRoutes(ctx: AppContext, service: BackupService): Router {
  const router = Router();
  const superAdmin: RequestHandler = (req, _res, next) => {
    requireSuperAdmin(req, 'hearth');
    next();
  };

  router.get('/backups', superAdmin, (_req, res) => {
    res.json({ error: false, message: service.overview() });
  });

  router.post('/backups', superAdmin, async (req, res) => {
    const { passphrase, includeIconPacks = false } = parse(backupCreateSchema, req.body);
    const name = await service.backUp(passphrase, { includeIconPacks });
    res.json({ error: false, message: service.list().find((file) => file.name === name) ?? { name, size: 0, createdAt: new Date().toISOString() } });
  });

  router.get('/backups/files/:name', superAdmin, (req, res, next) => {
    const name = String(req.params.name);
    if (!name.endsWith(backupExtension)) throw new HttpError(404, backupMessages.backupNotFound);
    const file = service.fileOf(name);
    res.download(file, name, { dotfiles: 'deny', headers: { 'Content-Type': 'application/octet-stream' } }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });

  router.post('/backups/schedule', superAdmin, (req, res) => {
    service.saveSchedule(parse(backupScheduleSchema, req.body));
    res.json({ error: false, message: backupMessages.scheduleSaved });
  });

  router.post('/backups/restore', superAdmin, receiveArchive(ctx), async (req, res) => {
    try {
      const fields = parse(restoreFieldsSchema, req.body);
      await service.restore(uploadedArchive(req), fields.passphrase, { safetyBackup: true });
      res.json({ error: false, message: backupMessages.restored });
    } finally {
      if (req.file) rmSync(req.file.path, { force: true });
    }
  });

  return router;
}

/** The backup service of a server, with its scheduler started (stopped when the server closes). */
export function startBackups(ctx: AppContext): BackupService {
  const service = new BackupService(ctx);
  service.removeLeftovers(true);
  const check = () => void service.runIfDue();
  // The first look a minute after start (or sooner when checks are more frequent), then regularly.
  const first = setTimeout(check, Math.min(60 * 1000, ctx.config.backupCheckMs));
  const timer = setInterval(check, ctx.config.backupCheckMs);
  first.unref();
  timer.unref();
  ctx.onClose(async () => {
    clearTimeout(first);
    clearInterval(timer);
    await service.idle();
  });
  return service;
}
