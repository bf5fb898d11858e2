import { HttpError, notFound } from '../../../http/errors.js';
import { newId } from '../../../ids.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import type { KumaBackup } from './kuma.parse.js';

interface Upload {
  userId: string;
  at: number;
  backup: KumaBackup;
}

/** An upload is kept this long: enough to read the preview and apply it. */
export const uploadLifetimeMs = 60 * 60_000;
const perUser = 5;
const everyone = 100;

/**
 * Uploaded backups, parsed, kept in memory for their owner between preview and apply (so the
 * apply writes what the preview showed). A restart forgets them: the user uploads again. Bounded
 * per user and in all, so uploads cannot grow the server's memory without end.
 */
export class KumaUploads {
  private readonly uploads = new Map<string, Upload>();

  constructor(private readonly clock: () => number) {}

  private sweep(): void {
    const now = this.clock();
    for (const [id, upload] of this.uploads) if (now - upload.at > uploadLifetimeMs) this.uploads.delete(id);
  }

  add(userId: string, backup: KumaBackup): string {
    this.sweep();
    const own = [...this.uploads].filter(([, upload]) => upload.userId === userId);
    // The user's oldest makes room: a person re-uploading a corrected file is the usual case.
    if (own.length >= perUser) this.uploads.delete(own[0]![0]);
    if (this.uploads.size >= everyone) throw new HttpError(429, m.tooManyUploads);
    const id = newId();
    this.uploads.set(id, { userId, at: this.clock(), backup });
    return id;
  }

  /** The caller's own upload; another user's, an expired or an unknown one is the same 404. */
  get(userId: string, id: string): KumaBackup {
    this.sweep();
    const upload = this.uploads.get(id);
    if (!upload || upload.userId !== userId) throw notFound(m.notFound);
    return upload.backup;
  }
}
