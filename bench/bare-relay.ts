// A bare relay: Hearth's remux ffmpeg for one camera, its stdout sent to every WebSocket client as
// it comes, and nothing else (no sign-in, no key-frame cache, no drop policy). The yardstick the
// stream CPU figure is compared with, like the bare Express endpoint for the API figures.
// Usage: node dist/bench/bare-relay.js rtsp://127.0.0.1:PORT/h264
import { spawn } from 'node:child_process';
import { WebSocketServer, type WebSocket } from 'ws';
import { ffmpegPath } from '../server/features/streams/ffmpeg.js';
import { relayArgs } from '../server/features/streams/relay.js';

const camera = process.argv[2];
if (!camera) throw new Error('usage: bare-relay.js <rtsp url>');

const viewers = new Set<WebSocket>();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
server.on('connection', (socket) => {
  viewers.add(socket);
  socket.on('close', () => viewers.delete(socket));
  socket.on('error', () => viewers.delete(socket));
});

const ffmpeg = spawn(await ffmpegPath(), relayArgs(camera, 'remux'), { stdio: ['ignore', 'pipe', 'ignore'] });
ffmpeg.stdout.on('data', (chunk: Buffer) => {
  for (const socket of viewers) socket.send(chunk);
});
// A child that cannot start or dies ends the yardstick with a line saying so, never a stack trace.
const fail = (why: string) => {
  console.error(`bare relay: ${why}`);
  process.exit(1);
};
ffmpeg.on('error', (error) => fail(`ffmpeg could not run: ${error.message}`));
ffmpeg.stdout.on('error', (error) => fail(`reading ffmpeg failed: ${error.message}`));
ffmpeg.on('exit', (code) => fail(`ffmpeg exited (${code})`));
process.on('SIGTERM', () => {
  ffmpeg.removeAllListeners('exit');
  ffmpeg.kill('SIGKILL');
  server.close(() => process.exit(0));
});
