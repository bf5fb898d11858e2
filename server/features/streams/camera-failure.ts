import { messages } from '../../../shared/messages.js';

/** ffmpeg's words for a failed connection, and how a person would say them. */
const unreachable: [RegExp, string][] = [
  [/Connection refused/i, 'connection refused'],
  [/No route to host/i, 'no route to host'],
  [/Network is unreachable/i, 'network unreachable'],
  [/Connection timed out|Operation timed out/i, 'no answer'],
  [/Name or service not known|Temporary failure in name resolution|Failed to resolve hostname|nodename nor servname/i, 'unknown host name'],
  [/Connection reset by peer/i, 'the camera closed the connection'],
];

/** Node's words for a failed connection (the guard's, rtsp-guard.ts) as ffmpeg's would read. */
const connectWords: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  EHOSTUNREACH: 'no route to host',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'no answer',
  ENOTFOUND: 'unknown host name',
  EAI_AGAIN: 'unknown host name',
  ECONNRESET: 'the camera closed the connection',
};

/** Why a connection to the camera failed, in the same words as cameraFailure. */
export function connectFailure(code: string | undefined, detail: string): string {
  const words = code ? connectWords[code] : undefined;
  return words ? messages.cameraNotReachable(words) : messages.cameraUnreadable(detail.slice(0, 200));
}

/**
 * Why ffmpeg could not read a camera, in plain words, from what it wrote to stderr ("Camera not
 * reachable: connection refused"). `silent`: the run ended at its time limit without a picture;
 * ffmpeg 4 then only says "Invalid data found", which would tell a person nothing.
 */
export function cameraFailure(stderr: string, silent = false): string {
  if (/401 Unauthorized|\b401\b.*Unauthorized/i.test(stderr)) return messages.cameraLoginRefused;
  if (/404 Not Found|\b404\b.*Not Found|Stream not found|No such file/i.test(stderr)) return messages.cameraNoStream;
  for (const [pattern, words] of unreachable) if (pattern.test(stderr)) return messages.cameraNotReachable(words);
  if (silent) return messages.cameraNoAnswer;
  return messages.cameraUnreadable(lastLine(stderr));
}

/** The last line ffmpeg wrote, without its "[tcp @ 0x…]" or "rtsp://…:" prefix (a URL may hold a password). */
function lastLine(stderr: string): string {
  const line = stderr.trim().split('\n').pop() ?? '';
  return line
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/^\S+:\/\/\S+:\s*/, '')
    .trim()
    .slice(0, 200);
}
