// Uploaded Kuma backups are their owner's, kept an hour, five per user at most.
import { describe, expect, it } from 'vitest';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import { HttpError } from '../../../http/errors.js';
import { KumaUploads, uploadLifetimeMs } from './kuma-uploads.js';
import type { KumaBackup } from './kuma.parse.js';

const backup = (version: string): KumaBackup => ({ version, notifications: [], monitors: [], proxies: 0 });

function status(get: () => unknown): number {
  try {
    get();
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.message === m.notFound ? error.status : -1;
    throw error;
  }
}

describe('uploads', () => {
  it('answer only their owner, until they expire', () => {
    let now = 0;
    const uploads = new KumaUploads(() => now);
    const id = uploads.add('ada', backup('1.23.0'));
    expect(uploads.get('ada', id).version).toBe('1.23.0');
    expect(status(() => uploads.get('bob', id))).toBe(404);
    now = uploadLifetimeMs;
    expect(status(() => uploads.get('ada', id))).toBe(200);
    now = uploadLifetimeMs + 1;
    expect(status(() => uploads.get('ada', id))).toBe(404);
  });

  it('keep a user’s five newest: a sixth drops their oldest, not another user’s', () => {
    const uploads = new KumaUploads(() => 0);
    const bobs = uploads.add('bob', backup('1.7.0'));
    const ids = ['1.6.0', '1.6.1', '1.6.2', '1.6.3', '1.6.4', '1.6.5'].map((v) => uploads.add('ada', backup(v)));
    expect(status(() => uploads.get('ada', ids[0]!))).toBe(404);
    expect(ids.slice(1).map((id) => uploads.get('ada', id).version)).toEqual(['1.6.1', '1.6.2', '1.6.3', '1.6.4', '1.6.5']);
    expect(uploads.get('bob', bobs).version).toBe('1.7.0');
  });
});
