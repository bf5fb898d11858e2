import { describe, expect, it } from 'vitest';
import { checkTools } from './diagnostics.js';

describe('checkTools (the self-test of what the server needs from the machine)', () => {
  it('runs the bundled ffmpeg and pings 127.0.0.1', async () => {
    const [ffmpeg, ping] = await checkTools({});
    expect(ffmpeg).toMatchObject({ name: 'ffmpeg', ok: true });
    expect(ffmpeg?.detail).toMatch(/^ffmpeg version /);
    expect(ping).toMatchObject({ name: 'ping', ok: true });
  });

  it('says so when ffmpeg cannot run', async () => {
    const [ffmpeg] = await checkTools({ HEARTH_FFMPEG: '/nonexistent/ffmpeg' });
    expect(ffmpeg).toEqual({ name: 'ffmpeg', ok: false, detail: '/nonexistent/ffmpeg: spawn /nonexistent/ffmpeg ENOENT' });
  });
});
