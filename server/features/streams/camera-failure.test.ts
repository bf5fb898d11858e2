import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { cameraFailure, connectFailure } from './camera-failure.js';

// The lines are ffmpeg 4's own (the bundled build), as it writes them for each case.
describe("ffmpeg's last words in plain words", () => {
  it.each([
    ['[tcp @ 0x157013c0] Connection to tcp://127.0.0.1:9?timeout=0 failed: Connection refused\nrtsp://127.0.0.1:9/x: Connection refused', messages.cameraNotReachable('connection refused')],
    ['[tcp @ 0x1] Connection to tcp://10.9.9.9:554?timeout=0 failed: No route to host', messages.cameraNotReachable('no route to host')],
    ['[tcp @ 0x1] Connection to tcp://10.9.9.9:554 failed: Connection timed out', messages.cameraNotReachable('no answer')],
    ['[tcp @ 0x1] Failed to resolve hostname cam.lan: Name or service not known', messages.cameraNotReachable('unknown host name')],
    ['[rtsp @ 0x1] method DESCRIBE failed: 401 Unauthorized\nrtsp://u:p@127.0.0.1/x: Server returned 401 Unauthorized (authorization failed)', messages.cameraLoginRefused],
    ['[rtsp @ 0x1] method DESCRIBE failed: 404 Not Found\nrtsp://127.0.0.1/x: Server returned 404 Not Found', messages.cameraNoStream],
  ])('%s', (stderr, text) => {
    expect(cameraFailure(stderr)).toBe(text);
  });

  it('says "no answer" for a camera that took the connection and sent nothing until the time limit', () => {
    expect(cameraFailure('rtsp://127.0.0.1:47123/x: Invalid data found when processing input', true)).toBe(messages.cameraNoAnswer);
  });

  it('otherwise quotes the last line without its URL, which may hold a password', () => {
    expect(cameraFailure('rtsp://admin:s3cret@127.0.0.1/x: Invalid data found when processing input')).toBe(messages.cameraUnreadable('Invalid data found when processing input'));
    expect(cameraFailure('')).toBe(messages.cameraUnreadable(''));
  });

  it("says a guarded connection's failure in the same words (Node's error codes)", () => {
    expect(connectFailure('ECONNREFUSED', 'connect ECONNREFUSED 198.18.0.2:554')).toBe(cameraFailure('[tcp @ 0x1] Connection to tcp://198.18.0.2:554 failed: Connection refused'));
    expect(connectFailure('EHOSTUNREACH', '')).toBe(messages.cameraNotReachable('no route to host'));
    expect(connectFailure('EPROTO', 'wrong version number')).toBe(messages.cameraUnreadable('wrong version number'));
  });
});
