import { createServer, type Socket } from 'node:net';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/**
 * Counts every ffmpeg a server starts, and how many ran at once, without sampling: the server is
 * given `wrapper` as HEARTH_FFMPEG, a script that opens a connection to this counter and then
 * becomes the real ffmpeg (exec keeps the connection open and the process id). The connection
 * closes when that ffmpeg ends, however it ends, so every start and every end is seen.
 */
export interface FfmpegSpawns {
  /** The HEARTH_FFMPEG to start the server with. */
  wrapper: string;
  /** ffmpeg processes started so far. */
  started(): number;
  /** Running now. */
  running(): number;
  /** The most that ever ran at once since the last reset. */
  most(): number;
  /** Starts counting the most afresh (from those running now). */
  reset(): void;
  close(): Promise<void>;
}

export async function countFfmpegSpawns(): Promise<FfmpegSpawns> {
  const open = new Set<Socket>();
  let started = 0;
  let most = 0;
  const server = createServer((socket) => {
    started += 1;
    open.add(socket);
    most = Math.max(most, open.size);
    const ended = () => open.delete(socket);
    socket.on('end', ended);
    socket.on('close', ended);
    socket.on('error', ended);
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const dir = mkdtempSync(join(tmpdir(), 'hearth-ffmpeg-count-'));
  const wrapper = join(dir, 'ffmpeg');
  // bash (not sh) for /dev/tcp; fd 3 is not close-on-exec, so the real ffmpeg holds it.
  writeFileSync(wrapper, `#!/bin/bash\nexec 3<>/dev/tcp/127.0.0.1/${port} || exit 97\nexec ${JSON.stringify(ffmpeg.path)} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    wrapper,
    started: () => started,
    running: () => open.size,
    most: () => most,
    reset: () => {
      most = open.size;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
