import { readdirSync, readFileSync } from 'node:fs';

/** ffmpeg processes this test process started (the server under test runs inside it). */
export function ffmpegPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return stat.includes('(ffmpeg)') && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
